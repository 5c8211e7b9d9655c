// My data (/mijn-profiel/mijn-gegevens): person and contact details (the BSN masked), address,
// and the communication language, which the member can change here.
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { formatDate } from '../../i18n/format';
import type { PageProps } from '../shared/page-props';
import { CodeLabel } from '../shared/code-label';
import { fullName, type Address } from '../shared/data/person';
import { usePerson } from '../shared/data/use-data';
import { DataList } from '../shared/data-list';
import { maskBsn } from '../shared/format';
import { PageHeading } from '../shared/page-heading';
import { Loaded } from '../shared/query-state';
import { Section } from '../shared/section';
import { useCommand } from '../shared/use-command';
import { LanguagePreference } from './language-preference';

function addressLines(address: Address): string[] {
  const street = [address.street, address.houseNumber, address.houseNumberAddition]
    .filter(Boolean)
    .join(' ');
  const city = [address.postalCode, address.city].filter(Boolean).join(' ');
  return [
    street,
    city,
    address.countryCode && address.countryCode !== 'NL' ? address.countryCode : '',
  ].filter(Boolean);
}

export function MyDataPage({ titleId }: PageProps) {
  const person = usePerson();
  // Outside the loaded part: saving reloads the person, and the outcome must stay on screen.
  const { state, send } = useCommand('updatePersonCommand');
  return (
    <>
      <PageHeading titleId={titleId} intro={<FormattedMessage id="page.profile.myData.intro" />} />
      <Loaded queries={[person]} lines={8}>
        {(info) => (
          <>
            <Section titleId="page.profile.myData.person" data-testid="my-data-person">
              <DataList
                rows={[
                  { labelId: 'page.profile.data.name', value: fullName(info.person) },
                  { labelId: 'page.profile.data.initials', value: info.person.initials },
                  {
                    labelId: 'page.profile.data.dateOfBirth',
                    value: formatDate(info.person.dateOfBirth),
                  },
                  {
                    labelId: 'page.profile.data.gender',
                    value: info.person.gender && (
                      <CodeLabel kind="gender" code={info.person.gender} />
                    ),
                  },
                  {
                    labelId: 'page.profile.data.bsn',
                    value: maskBsn(info.person.bsn),
                    'data-testid': 'bsn',
                  },
                  {
                    labelId: 'page.profile.data.maritalStatus',
                    value: info.maritalStatus && (
                      <CodeLabel
                        kind="marital"
                        code={info.maritalStatus}
                        fallback={info.maritalDescription}
                      />
                    ),
                  },
                ]}
              />
            </Section>
            <Section titleId="page.profile.myData.contact" data-testid="my-data-contact">
              <DataList
                rows={[
                  { labelId: 'page.profile.data.email', value: info.email },
                  { labelId: 'page.profile.data.phone', value: info.phone },
                  {
                    labelId: 'page.profile.data.channel',
                    value: info.channel && <CodeLabel kind="channel" code={info.channel} />,
                  },
                  {
                    labelId: 'page.profile.data.address',
                    value: addressLines(info.address).map((line) => (
                      <span key={line} style={{ display: 'block' }}>
                        {line}
                      </span>
                    )),
                  },
                ]}
              />
              <Typography sx={{ mt: 2, maxWidth: '70ch' }} color="text.secondary">
                <FormattedMessage id="page.profile.myData.brp" />
              </Typography>
            </Section>
            <Section titleId="page.profile.language.title" data-testid="my-data-language">
              <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
                <FormattedMessage
                  id="page.profile.language.current"
                  values={{ language: <CodeLabel kind="language" code={info.language ?? 'nl'} /> }}
                />
              </Typography>
              <LanguagePreference info={info} state={state} send={send} />
            </Section>
          </>
        )}
      </Loaded>
      <Typography role="status" sx={{ mt: 1 }} data-testid="language-status">
        {state === 'done' && <FormattedMessage id="page.profile.language.saved" />}
      </Typography>
    </>
  );
}
