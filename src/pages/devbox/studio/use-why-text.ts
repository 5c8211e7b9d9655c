// The why explainer's phrases (`studio.why.*` message ids, nested) as text in the page's language.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { whyText, type WhyPart } from '../../../engine/core/explain';

/** A function giving a phrase as text in the current language. */
export function useWhyText(): (part: WhyPart) => string {
  const intl = useIntl();
  return useCallback(
    (part: WhyPart) => whyText(part, (id, values) => intl.formatMessage({ id }, values)),
    [intl],
  );
}
