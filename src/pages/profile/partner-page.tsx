// My partner (/mijn-profiel/mijn-partner): the partner on record, and the ways to report a new
// partner or a separation (forms built elsewhere).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { formatDate } from '../../i18n/format';
import type { PageProps } from '../shared/page-props';
import { Button } from '../../ui/button/button';
import { CodeLabel } from '../shared/code-label';
import { fullName } from '../shared/data/person';
import { usePerson } from '../shared/data/use-data';
import { DataList } from '../shared/data-list';
import { maskBsn } from '../shared/format';
import { PageHeading } from '../shared/page-heading';
import { Loaded } from '../shared/query-state';
import { Section } from '../shared/section';

export function PartnerPage({ titleId }: PageProps) {
  const person = usePerson();
  return (
    <>
      <PageHeading titleId={titleId} intro={<FormattedMessage id="page.profile.partner.intro" />} />
      <Section titleId="page.profile.partner.current" data-testid="partner-current">
        <Loaded queries={[person]} lines={4}>
          {({ partner }) => (
            <>
              {partner ? (
                <DataList
                  rows={[
                    { labelId: 'page.profile.data.name', value: fullName(partner.person) },
                    {
                      labelId: 'page.profile.data.dateOfBirth',
                      value: formatDate(partner.person.dateOfBirth),
                    },
                    {
                      labelId: 'page.profile.data.bsn',
                      value: maskBsn(partner.person.bsn),
                      'data-testid': 'partner-bsn',
                    },
                    {
                      labelId: 'page.myPension.partner.relation',
                      value: partner.relationType && (
                        <CodeLabel
                          kind="marital"
                          code={partner.relationType}
                          fallback={partner.relationDescription}
                        />
                      ),
                    },
                    {
                      labelId: 'page.myPension.partner.since',
                      value: formatDate(partner.relationStartDate),
                    },
                  ]}
                />
              ) : (
                <Typography data-testid="no-partner">
                  <FormattedMessage id="page.myPension.partner.none" />
                </Typography>
              )}
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 3 }}>
                <Button to="/mijn-profiel/mijn-partner/doorgeven">
                  <FormattedMessage id="page.profile.partner.new" />
                </Button>
                {partner && (
                  <Button variant="secondary" to="/mijn-profiel/mijn-partner/uit-elkaar">
                    <FormattedMessage id="page.profile.partner.splitUp" />
                  </Button>
                )}
              </Box>
            </>
          )}
        </Loaded>
      </Section>
      <Section titleId="page.profile.partner.why">
        <Typography sx={{ maxWidth: '70ch' }}>
          <FormattedMessage id="page.profile.partner.whyText" />
        </Typography>
      </Section>
    </>
  );
}
