// The browser tab names the page (WCAG 2.4.2): "<route title> - Mijn pensioen".
import { useEffect } from 'react';
import { useIntl } from 'react-intl';

export function useDocumentTitle(titleId: string): void {
  const intl = useIntl();
  const title = `${intl.formatMessage({ id: titleId })} - ${intl.formatMessage({ id: 'app.title' })}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
