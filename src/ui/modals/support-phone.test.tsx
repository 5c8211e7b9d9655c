import { render } from '@testing-library/react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import en from '../../../locales/en-GB.json';
import nl from '../../../locales/nl-NL.json';
import { phoneMessage, supportPhone } from './support-phone';

/** Every message that quotes the phone number, each with its version without one. */
const PHONE_MESSAGES = [
  'modal.flowError.text',
  'modal.policyDenied.text',
  'page.accessDenied.contact',
];

/** The text of message `id` in `locale` for `phone`; a missing message throws. */
function textOf(locale: string, messages: Record<string, string>, id: string, phone?: string) {
  const rendered = render(
    <IntlProvider
      locale={locale}
      messages={messages}
      onError={(error) => {
        throw error;
      }}
    >
      <FormattedMessage {...phoneMessage(id, phone)} />
    </IntlProvider>,
  );
  const text = rendered.container.textContent ?? '';
  rendered.unmount();
  return text;
}

describe('the support phone number', () => {
  it('comes from the configuration', () => {
    expect(supportPhone()).toBe('0000 000 000');
  });

  it.each([
    ['nl-NL', nl],
    ['en-GB', en],
  ] as const)('is an ICU value, or left out with the no-phone text (%s)', (locale, messages) => {
    for (const id of PHONE_MESSAGES) {
      expect(textOf(locale, messages, id, '088 123 45 67')).toContain('088 123 45 67');
      expect(textOf(locale, messages, id)).not.toMatch(/\d/);
    }
  });
});
