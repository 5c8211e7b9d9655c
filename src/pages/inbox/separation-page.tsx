// Divorced (/postvak/gescheiden) and separated (/postvak/uit-elkaar): what the end of the
// relationship means for the pension, the partner on record, and the way to pass on the
// agreements made (the afspraken-doorgeven form).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { formatDate } from '../../i18n/format';
import { useFormatters } from '../../i18n/use-formatters';
import type { PageProps } from '../shared/page-props';
import { Button } from '../../ui/button/button';
import { CodeLabel } from '../shared/code-label';
import { fullName } from '../shared/data/person';
import { coverOf } from '../shared/data/policy';
import { usePerson, usePolicy } from '../shared/data/use-data';
import { DataList } from '../shared/data-list';
import { PageHeading } from '../shared/page-heading';
import { Loaded } from '../shared/query-state';
import { Section } from '../shared/section';

export type SeparationKind = 'divorced' | 'separated';

const paths: Record<SeparationKind, string> = {
  divorced: '/postvak/gescheiden',
  separated: '/postvak/uit-elkaar',
};

const texts: Record<SeparationKind, readonly string[]> = {
  divorced: [
    'page.inbox.divorced.retirement',
    'page.inbox.divorced.partnerPension',
    'page.inbox.divorced.deadline',
  ],
  separated: [
    'page.inbox.separated.retirement',
    'page.inbox.separated.partnerPension',
    'page.inbox.separated.contract',
  ],
};

function CurrentSituation() {
  const { formatCurrency } = useFormatters();
  const person = usePerson();
  const policy = usePolicy();
  return (
    <Section titleId="page.inbox.separation.current" data-testid="separation-current">
      <Loaded queries={[person, policy]}>
        {({ partner }, details) => (
          <DataList
            rows={[
              {
                labelId: 'page.inbox.separation.partner',
                value: partner ? (
                  fullName(partner.person)
                ) : (
                  <FormattedMessage id="page.myPension.partner.none" />
                ),
              },
              {
                labelId: 'page.myPension.partner.relation',
                value: partner?.relationType && (
                  <CodeLabel
                    kind="marital"
                    code={partner.relationType}
                    fallback={partner.relationDescription}
                  />
                ),
              },
              {
                labelId: 'page.myPension.partner.since',
                value: formatDate(partner?.relationStartDate),
              },
              {
                labelId: 'page.myPension.partnerPension.beforeRetirement',
                value: coverOf(details, 'PP_RISK')?.insuredAmount !== undefined && (
                  <FormattedMessage
                    id="page.common.grossPerYear"
                    values={{ amount: formatCurrency(coverOf(details, 'PP_RISK')?.insuredAmount) }}
                  />
                ),
              },
            ]}
          />
        )}
      </Loaded>
    </Section>
  );
}

export function SeparationPage({ titleId, kind }: PageProps & { kind: SeparationKind }) {
  return (
    <>
      <PageHeading titleId={titleId} intro={<FormattedMessage id={`page.inbox.${kind}.intro`} />} />
      <Section titleId="page.inbox.separation.meaning">
        {texts[kind].map((id) => (
          <Typography key={id} sx={{ mb: 2, maxWidth: '70ch' }}>
            <FormattedMessage id={id} />
          </Typography>
        ))}
      </Section>
      <CurrentSituation />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button to={`${paths[kind]}/afspraken-doorgeven`} data-testid="to-agreements">
          <FormattedMessage id="page.inbox.separation.toAgreements" />
        </Button>
        <Button variant="secondary" to="/postvak">
          <FormattedMessage id="page.inbox.separation.toInbox" />
        </Button>
      </Box>
    </>
  );
}

export const DivorcedPage = (props: PageProps) => <SeparationPage {...props} kind="divorced" />;
export const SeparatedPage = (props: PageProps) => <SeparationPage {...props} kind="separated" />;
