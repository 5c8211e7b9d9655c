// A member's communication language (person details) becomes the portal's long-lived language
// preference once per signed-in user, so `member-english` opens in English. A language chosen for
// the session (temporaryLocale) still wins, as spec section 4 says.
import { useEffect } from 'react';
import { useQuery } from '../api/use-query';
import { useTokenValid } from '../auth/use-token-valid';
import { isReadOnly, updateSession, useSession } from '../session';

const localeOf = { nl: 'nl-NL', en: 'en-GB' } as const;

/** Renders nothing; syncs preferredLocale from the member's profile. */
export function ProfileLanguage() {
  const session = useSession();
  const signedIn = useTokenValid();
  const { data } = useQuery('PersonDetails', signedIn ? undefined : null);
  const code = data?.personDetailsInfo.contactDetails?.communicationLanguagePreference?.code;
  const wanted = code === 'en' || code === 'nl' ? localeOf[code] : undefined;
  // Staff and advisors keep their own language: the member's preference is not theirs.
  const applies = wanted && !isReadOnly(session) && session.preferredLocale !== wanted;
  useEffect(() => {
    if (applies) updateSession({ preferredLocale: wanted });
  }, [applies, wanted]);
  return null;
}
