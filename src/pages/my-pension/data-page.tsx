// Data and contributions (/mijn-pensioen/gegevens-en-premies): employment and scheme periods with
// the pensionable salary, the contribution basis, and the premium per cover.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate } from '../../i18n/format';
import { useFormatters } from '../../i18n/use-formatters';
import type { PageProps } from '../shared/page-props';
import { CodeLabel } from '../shared/code-label';
import { currentPeriod } from '../shared/data/employment';
import { allCovers, yearlyPremium } from '../shared/data/policy';
import { useEmployment, useFranchise, usePolicy } from '../shared/data/use-data';
import { DataList } from '../shared/data-list';
import { DataTable } from '../shared/data-table';
import { formatPercent } from '../shared/format';
import { PageHeading } from '../shared/page-heading';
import { Loaded } from '../shared/query-state';
import { Section } from '../shared/section';

function EmploymentPart() {
  const { formatCurrency } = useFormatters();
  const intl = useIntl();
  const employment = useEmployment();
  return (
    <Section titleId="page.myPension.data.employment.title" data-testid="data-employment">
      <Loaded queries={[employment]} lines={4}>
        {(job) => {
          if (!job) {
            return (
              <Typography data-testid="no-employment">
                <FormattedMessage id="page.myPension.data.employment.none" />
              </Typography>
            );
          }
          const current = currentPeriod(job);
          return (
            <>
              <DataList
                rows={[
                  { labelId: 'page.myPension.data.employment.employer', value: job.employerName },
                  {
                    labelId: 'page.myPension.data.employment.employeeNumber',
                    value: job.employeeNumber,
                  },
                  {
                    labelId: 'page.myPension.data.employment.salary',
                    value: formatCurrency(current?.pensionableSalary),
                    'data-testid': 'pensionable-salary',
                  },
                  {
                    labelId: 'page.myPension.data.employment.parttime',
                    value: formatPercent(intl, current?.parttimePercentage),
                  },
                  { labelId: 'page.myPension.data.employment.variant', value: current?.variant },
                ]}
              />
              {job.periods.length > 0 && (
                <Box sx={{ mt: 3 }}>
                  <DataTable
                    captionId="page.myPension.data.periods.caption"
                    columns={[
                      { labelId: 'page.myPension.data.periods.from' },
                      { labelId: 'page.myPension.data.periods.to' },
                      { labelId: 'page.myPension.data.periods.salary', numeric: true },
                      { labelId: 'page.myPension.data.periods.parttime', numeric: true },
                      { labelId: 'page.myPension.data.periods.variant' },
                    ]}
                    rows={job.periods.map((period, index) => ({
                      key: `${period.startDate ?? ''}-${index}`,
                      cells: [
                        formatDate(period.startDate),
                        period.endDate ? (
                          formatDate(period.endDate)
                        ) : (
                          <FormattedMessage key="now" id="page.myPension.data.periods.now" />
                        ),
                        formatCurrency(period.pensionableSalary),
                        formatPercent(intl, period.parttimePercentage),
                        period.variant ?? '',
                      ],
                    }))}
                  />
                </Box>
              )}
            </>
          );
        }}
      </Loaded>
    </Section>
  );
}

function ContributionPart() {
  const { formatCurrency } = useFormatters();
  const intl = useIntl();
  const franchise = useFranchise();
  return (
    <Section titleId="page.myPension.data.contribution.title" data-testid="data-contribution">
      <Loaded queries={[franchise]} lines={6}>
        {(basis) => (
          <>
            <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
              <FormattedMessage id="page.myPension.data.contribution.text" />
            </Typography>
            <DataList
              rows={[
                { labelId: 'page.myPension.data.contribution.year', value: basis.year },
                {
                  labelId: 'page.myPension.data.contribution.salary',
                  value: formatCurrency(basis.pensionableSalary),
                },
                {
                  labelId: 'page.myPension.data.contribution.maxSalary',
                  value: formatCurrency(basis.maxPensionableSalary),
                },
                {
                  labelId: 'page.myPension.data.contribution.franchise',
                  value: formatCurrency(basis.franchise),
                },
                {
                  labelId: 'page.myPension.data.contribution.base',
                  value: formatCurrency(basis.pensionBase),
                },
                {
                  labelId: 'page.myPension.data.contribution.employeePct',
                  value: formatPercent(intl, basis.employeeContributionPct),
                },
                {
                  labelId: 'page.myPension.data.contribution.premium',
                  value: basis.yearlyPremium !== undefined && (
                    <FormattedMessage
                      id="page.myPension.data.contribution.premiumValue"
                      values={{
                        year: formatCurrency(basis.yearlyPremium),
                        month: formatCurrency(basis.yearlyPremium / 12),
                      }}
                    />
                  ),
                  'data-testid': 'yearly-premium',
                },
              ]}
            />
            {basis.ageRanges.length > 0 && (
              <Box sx={{ mt: 3 }}>
                <DataTable
                  captionId="page.myPension.data.ageRanges.caption"
                  columns={[
                    { labelId: 'page.myPension.data.ageRanges.age' },
                    { labelId: 'page.myPension.data.ageRanges.pct', numeric: true },
                  ]}
                  rows={basis.ageRanges.map((range) => ({
                    key: `${range.startAge}`,
                    cells: [
                      intl.formatMessage(
                        { id: 'page.myPension.data.ageRanges.range' },
                        { from: range.startAge, to: range.endAge },
                      ),
                      formatPercent(intl, range.male ?? range.female),
                    ],
                  }))}
                />
              </Box>
            )}
          </>
        )}
      </Loaded>
    </Section>
  );
}

function PremiumPart() {
  const { formatCurrency } = useFormatters();
  const policy = usePolicy();
  return (
    <Section titleId="page.myPension.data.premiums.title" data-testid="data-premiums">
      <Loaded queries={[policy]} lines={4}>
        {(details) => (
          <DataTable
            captionId="page.myPension.data.premiums.caption"
            captionValues={{ total: formatCurrency(yearlyPremium(details)) }}
            columns={[
              { labelId: 'page.myPension.data.premiums.cover' },
              { labelId: 'page.myPension.data.premiums.premium', numeric: true },
              { labelId: 'page.myPension.data.premiums.insured', numeric: true },
            ]}
            rows={allCovers(details).map((cover, index) => ({
              key: cover.policyCoverId ?? String(index),
              cells: [
                <CodeLabel
                  key="cover"
                  kind="cover"
                  code={cover.coverCode}
                  fallback={cover.coverDescription}
                />,
                formatCurrency(cover.premium),
                formatCurrency(cover.insuredAmount),
              ],
            }))}
          />
        )}
      </Loaded>
    </Section>
  );
}

export function DataPage({ titleId }: PageProps) {
  return (
    <>
      <PageHeading titleId={titleId} intro={<FormattedMessage id="page.myPension.data.intro" />} />
      <EmploymentPart />
      <ContributionPart />
      <PremiumPart />
    </>
  );
}
