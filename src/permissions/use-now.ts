// The moment rules are evaluated at: taken once per mounted component, so a render stays pure.
import { useState } from 'react';

export function useNow(): Date {
  const [now] = useState(() => new Date());
  return now;
}
