// My advisor (/mijn-profiel/adviseur): the advisor companies that serve the employer, and whether
// the member has given each permission to act for them; a permission is given with
// ParticipantPermission/create (refused for read-only sessions by the command client).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatDate } from '../../i18n/format';
import type { PageProps } from '../shared/page-props';
import { Button } from '../../ui/button/button';
import type { AdvisorCompany, AdvisorPermission } from '../shared/data/advisor';
import { useAdvisorPermissions, useAdvisors, useAgreement } from '../shared/data/use-data';
import { DataList } from '../shared/data-list';
import { PageHeading } from '../shared/page-heading';
import { Loaded } from '../shared/query-state';
import { Section } from '../shared/section';
import { useCommand } from '../shared/use-command';

interface AdvisorCardProps {
  advisor: AdvisorCompany;
  employerId: string | undefined;
  permission: AdvisorPermission | undefined;
  busy: boolean;
  onGrant: () => void;
}

function AdvisorCard({ advisor, employerId, permission, busy, onGrant }: AdvisorCardProps) {
  return (
    <Box
      component="li"
      data-testid={`advisor-${advisor.companyId}`}
      sx={{ border: 1, borderColor: '#c4c4c4', borderRadius: 2, p: 3, listStyle: 'none' }}
    >
      <Typography component="h3" variant="h6" sx={{ mb: 2 }}>
        {advisor.companyName ?? advisor.companyId}
      </Typography>
      <DataList
        rows={[
          { labelId: 'page.profile.advisor.city', value: advisor.city },
          { labelId: 'page.profile.advisor.kvk', value: advisor.chamberOfCommerceNumber },
          { labelId: 'page.profile.data.email', value: advisor.emailAddress },
          { labelId: 'page.profile.data.phone', value: advisor.phoneNumber },
        ]}
      />
      <Box sx={{ mt: 2 }}>
        {permission ? (
          <Typography data-testid="permission-given" sx={{ fontWeight: 600 }}>
            <FormattedMessage
              id="page.profile.advisor.given"
              values={{ date: formatDate(permission.createdAt) }}
            />
          </Typography>
        ) : (
          <>
            <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
              <FormattedMessage
                id="page.profile.advisor.grantText"
                values={{ advisor: advisor.companyName ?? advisor.companyId }}
              />
            </Typography>
            <Button onClick={onGrant} loading={busy} disabled={!employerId}>
              <FormattedMessage id="page.profile.advisor.grant" />
            </Button>
          </>
        )}
      </Box>
    </Box>
  );
}

export function AdvisorPage({ titleId }: PageProps) {
  const advisors = useAdvisors();
  const permissions = useAdvisorPermissions();
  const agreement = useAgreement();
  // Outside the loaded part: granting reloads the permissions, and the outcome must stay.
  const { state, send } = useCommand('createParticipantPermission');
  const [granting, setGranting] = useState<string>();
  const grant = (advisor: string, employer: string | undefined) => {
    setGranting(advisor);
    void send({}, { to: advisor, relatesTo: employer });
  };
  return (
    <>
      <PageHeading titleId={titleId} intro={<FormattedMessage id="page.profile.advisor.intro" />} />
      <Section titleId="page.profile.advisor.title" data-testid="advisors">
        <Loaded queries={[advisors, permissions, agreement]} lines={5}>
          {(companies, given, scheme) =>
            companies.length === 0 ? (
              <Typography>
                <FormattedMessage id="page.profile.advisor.none" />
              </Typography>
            ) : (
              <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 3, maxWidth: 860 }}>
                {companies.map((advisor) => (
                  <AdvisorCard
                    key={advisor.companyId}
                    advisor={advisor}
                    employerId={scheme.companyId}
                    busy={state === 'busy' && granting === advisor.companyId}
                    onGrant={() => grant(advisor.companyId, scheme.companyId)}
                    permission={given.find(
                      (permission) =>
                        permission.to === advisor.companyId &&
                        permission.relatesTo === scheme.companyId,
                    )}
                  />
                ))}
              </Box>
            )
          }
        </Loaded>
        <Typography role="status" sx={{ mt: 2 }} data-testid="grant-status">
          {state === 'done' && <FormattedMessage id="page.profile.advisor.granted" />}
        </Typography>
      </Section>
      <Section titleId="page.profile.advisor.whatTitle">
        <Typography sx={{ maxWidth: '70ch' }}>
          <FormattedMessage id="page.profile.advisor.whatText" />
        </Typography>
      </Section>
    </>
  );
}
