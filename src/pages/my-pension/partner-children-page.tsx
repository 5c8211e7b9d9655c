// Partner and children (/mijn-pensioen/partner-en-kinderen): who is insured, and what partner
// and orphan's pension they would receive.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { formatDate } from '../../i18n/format';
import { useFormatters } from '../../i18n/use-formatters';
import type { PageProps } from '../shared/page-props';
import { Button } from '../../ui/button/button';
import { CodeLabel } from '../shared/code-label';
import { ageOn, fullName } from '../shared/data/person';
import { coverOf } from '../shared/data/policy';
import { totalOf } from '../shared/data/projections';
import { usePerson, usePolicy, useProjections } from '../shared/data/use-data';
import { DataList } from '../shared/data-list';
import { DataTable } from '../shared/data-table';
import { PageHeading } from '../shared/page-heading';
import { Loaded } from '../shared/query-state';
import { Section } from '../shared/section';

function PartnerPart() {
  const person = usePerson();
  return (
    <Section titleId="page.myPension.partner.title" data-testid="partner">
      <Loaded queries={[person]}>
        {({ partner }) =>
          partner ? (
            <DataList
              rows={[
                { labelId: 'page.myPension.partner.name', value: fullName(partner.person) },
                {
                  labelId: 'page.myPension.partner.dateOfBirth',
                  value: formatDate(partner.person.dateOfBirth),
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
          )
        }
      </Loaded>
      <Box sx={{ mt: 2 }}>
        <Button variant="secondary" to="/mijn-profiel/mijn-partner">
          <FormattedMessage id="page.myPension.partner.change" />
        </Button>
      </Box>
    </Section>
  );
}

function PartnerPensionPart() {
  const { formatCurrency } = useFormatters();
  const policy = usePolicy();
  const projections = useProjections();
  return (
    <Section titleId="page.myPension.partnerPension.title" data-testid="partner-pension">
      <Loaded queries={[policy, projections]}>
        {(details, projected) => {
          const risk = coverOf(details, 'PP_RISK');
          const extra = coverOf(details, 'EXTRA_PP');
          const after = totalOf(projected, 'PP');
          return (
            <>
              <DataList
                rows={[
                  {
                    labelId: 'page.myPension.partnerPension.beforeRetirement',
                    value: risk?.insuredAmount !== undefined && (
                      <FormattedMessage
                        id="page.common.grossPerYear"
                        values={{ amount: formatCurrency(risk.insuredAmount) }}
                      />
                    ),
                    'data-testid': 'partner-before',
                  },
                  {
                    labelId: 'page.myPension.partnerPension.extra',
                    value: extra?.insuredAmount !== undefined && (
                      <FormattedMessage
                        id="page.common.grossPerYear"
                        values={{ amount: formatCurrency(extra.insuredAmount) }}
                      />
                    ),
                  },
                  {
                    labelId: 'page.myPension.partnerPension.afterRetirement',
                    value: after && (
                      <FormattedMessage
                        id="page.common.grossPerYear"
                        values={{ amount: formatCurrency(after.expected) }}
                      />
                    ),
                  },
                ]}
              />
              <Typography sx={{ mt: 2, maxWidth: '70ch' }}>
                <FormattedMessage id="page.myPension.partnerPension.onlyEmployed" />
              </Typography>
            </>
          );
        }}
      </Loaded>
    </Section>
  );
}

function ChildrenPart() {
  const { formatCurrency } = useFormatters();
  const person = usePerson();
  const policy = usePolicy();
  return (
    <Section titleId="page.myPension.children.title" data-testid="children">
      <Loaded queries={[person, policy]}>
        {({ children }, details) => {
          const orphan = coverOf(details, 'WZP');
          if (children.length === 0) {
            return (
              <Typography data-testid="no-children">
                <FormattedMessage id="page.myPension.children.none" />
              </Typography>
            );
          }
          const today = new Date();
          return (
            <>
              <DataTable
                captionId="page.myPension.children.caption"
                captionHidden
                columns={[
                  { labelId: 'page.myPension.children.name' },
                  { labelId: 'page.myPension.children.dateOfBirth', numeric: true },
                  { labelId: 'page.myPension.children.age', numeric: true },
                ]}
                rows={children.map((child, index) => ({
                  key: child.personId ?? String(index),
                  cells: [
                    fullName(child),
                    formatDate(child.dateOfBirth),
                    ageOn(child.dateOfBirth, today) ?? '',
                  ],
                }))}
              />
              {orphan?.insuredAmount !== undefined && (
                <Typography sx={{ maxWidth: '70ch' }} data-testid="orphan-pension">
                  <FormattedMessage
                    id="page.myPension.children.orphanPension"
                    values={{ amount: formatCurrency(orphan.insuredAmount) }}
                  />
                </Typography>
              )}
            </>
          );
        }}
      </Loaded>
    </Section>
  );
}

export function PartnerChildrenPage({ titleId }: PageProps) {
  return (
    <>
      <PageHeading
        titleId={titleId}
        intro={<FormattedMessage id="page.myPension.partnerChildren.intro" />}
      />
      <PartnerPart />
      <PartnerPensionPart />
      <ChildrenPart />
    </>
  );
}
