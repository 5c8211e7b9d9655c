import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, resetSession, updateSession } from '../session';
import { ProfileLanguage } from './profile-language';

const person = (code: string) => ({
  data: { personDetailsInfo: { contactDetails: { communicationLanguagePreference: { code } } } },
});
const answer = vi.hoisted(() => ({ current: {} as unknown }));
vi.mock('../api/use-query', () => ({ useQuery: () => answer.current }));
vi.mock('../auth/use-token-valid', () => ({ useTokenValid: () => true }));

describe('ProfileLanguage (spec section 4, language)', () => {
  beforeEach(() => {
    resetSession();
    updateSession({ preferredLocale: undefined, authMethod: 'OneWelcome' });
  });

  it('makes an English-speaking member prefer English', () => {
    answer.current = person('en');
    render(<ProfileLanguage />);
    expect(getSession().preferredLocale).toBe('en-GB');
  });

  it('keeps Dutch for a Dutch-speaking member', () => {
    updateSession({ preferredLocale: 'en-GB' });
    answer.current = person('nl');
    render(<ProfileLanguage />);
    expect(getSession().preferredLocale).toBe('nl-NL');
  });

  it("leaves an advisor's language alone", () => {
    updateSession({ authMethod: 'AdvisorOneWelcome' });
    answer.current = person('en');
    render(<ProfileLanguage />);
    expect(getSession().preferredLocale).toBeUndefined();
  });
});
