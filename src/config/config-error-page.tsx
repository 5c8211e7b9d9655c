// What the portal shows when `/config.json` is missing or wrong: a small page in Dutch and in
// English (the member's language is not known yet), with a retry button and, for the operator,
// what is wrong. It needs no configuration, no router and no data: only the core texts, which
// the first bundle carries for Dutch (English is fetched; without it the page is Dutch only).
import { createIntl, type IntlShape } from 'react-intl';
import { loadMessages } from '../i18n/load-messages';
import { Button } from '../ui/button/button';
import classes from './config-error-page.module.css';
import type { ConfigError } from './load-config';

export interface ConfigErrorPageProps {
  /** The Dutch texts (always there) and the English ones when they could be loaded. */
  intls: readonly IntlShape[];
  /** The technical reasons, one line each, naming the field. */
  details: readonly string[];
  /** Default: reload the page. */
  onRetry?: () => void;
}

/** One language's part of the page. */
function Part({ intl, first }: { intl: IntlShape; first: boolean }) {
  const text = (id: string) => intl.formatMessage({ id });
  const Heading = first ? 'h1' : 'h2';
  return (
    <section lang={intl.locale.slice(0, 2)} className={classes.part}>
      <Heading className={classes.heading}>{text('app.configError.title')}</Heading>
      <p>{text('app.configError.text')}</p>
    </section>
  );
}

/** The error page; `intls[0]` (Dutch) leads. */
export function ConfigErrorPage({ intls, details, onRetry }: ConfigErrorPageProps) {
  const [lead] = intls;
  if (!lead) return null;
  const retryLabel = intls.map((intl) => intl.formatMessage({ id: 'app.configError.retry' }));
  return (
    <main className={classes.page} data-testid="config-error">
      {intls.map((intl, index) => (
        <Part key={intl.locale} intl={intl} first={index === 0} />
      ))}
      <Button onClick={onRetry ?? (() => window.location.reload())}>
        {retryLabel.join(' / ')}
      </Button>
      <section className={classes.details}>
        <h2 className={classes.detailsHeading}>
          {intls.map((intl) => intl.formatMessage({ id: 'app.configError.details' })).join(' / ')}
        </h2>
        <ul>
          {details.map((line) => (
            <li key={line}>
              <code>{line}</code>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}

/** The texts of the page: Dutch, and English when its core texts load. */
export async function configErrorIntls(): Promise<IntlShape[]> {
  const dutch = createIntl({ locale: 'nl-NL', messages: await loadMessages('nl-NL') });
  try {
    const english = createIntl({ locale: 'en-GB', messages: await loadMessages('en-GB') });
    return [dutch, english];
  } catch {
    return [dutch];
  }
}

/** The reasons to show for an error the configuration load threw. */
export function configErrorDetails(error: unknown): string[] {
  if (error && typeof error === 'object' && 'details' in error)
    return [...(error as ConfigError).details];
  return [String(error)];
}
