// Connects the client session to the router: error effects of the http client (access denied,
// maintenance) navigate through it. The session itself is a module store (see session.ts).
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { setNavigator } from './navigation';

export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  useEffect(() => setNavigator((path, options) => void navigate(path, options)), [navigate]);
  return <>{children}</>;
}
