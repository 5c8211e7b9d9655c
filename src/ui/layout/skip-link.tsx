// "Skip to main content": the first focusable element, visible when focused.
import type { MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './chrome.module.css';

export const MAIN_ID = 'main';

export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.();
  };
  return (
    <a href={`#${MAIN_ID}`} onClick={skip} className={styles.skipLink}>
      <FormattedMessage id="chrome.skipToMain" />
    </a>
  );
}
