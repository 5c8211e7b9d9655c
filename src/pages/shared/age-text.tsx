// An age in years and months ("67 jaar en 3 maanden").
import { FormattedMessage } from 'react-intl';
import type { YearMonth } from './data/read';

export function AgeText({ age }: { age: YearMonth | null | undefined }) {
  if (!age) return null;
  return <FormattedMessage id="page.common.age" values={{ years: age.year, months: age.month }} />;
}
