// Work less (/minder-werken): what working fewer hours does to the pension base and the
// contribution that goes into the pension, as an indication.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatters } from '../../i18n/use-formatters';
import type { PageProps } from '../shared/page-props';
import { currentPeriod } from '../shared/data/employment';
import { ageOn } from '../shared/data/person';
import { useEmployment, useFranchise, usePerson } from '../shared/data/use-data';
import { DataTable } from '../shared/data-table';
import { SelectField } from '../shared/form-fields';
import { formatPercent } from '../shared/format';
import { PageHeading } from '../shared/page-heading';
import { Loaded } from '../shared/query-state';
import { Section } from '../shared/section';
import { useLeavePlannerGuard } from './use-leave-planner-guard';
import { workLessFigures } from './work-less';

const CHOICES = [90, 80, 70, 60, 50, 40, 30, 20];

export function WorkLessPage({ titleId }: PageProps) {
  const { formatCurrency } = useFormatters();
  useLeavePlannerGuard();
  const intl = useIntl();
  const franchise = useFranchise();
  const employment = useEmployment();
  const person = usePerson();
  const [choice, setChoice] = useState('80');
  return (
    <>
      <PageHeading
        titleId={titleId}
        intro={<FormattedMessage id="page.planner.workLess.intro" />}
      />
      <Section titleId="page.planner.workLess.title" data-testid="work-less">
        <Loaded queries={[franchise, employment, person]} lines={5}>
          {(basis, job, info) => {
            const now = currentPeriod(job)?.parttimePercentage ?? 100;
            const age = ageOn(info.person.dateOfBirth, new Date()) ?? 18;
            const current = workLessFigures(basis, now, age, info.person.gender);
            const next = workLessFigures(
              basis,
              (now * Number(choice)) / 100,
              age,
              info.person.gender,
            );
            return (
              <>
                <SelectField
                  label={<FormattedMessage id="page.planner.workLess.choice" />}
                  value={choice}
                  onChange={setChoice}
                  options={CHOICES.map((pct) => ({
                    value: String(pct),
                    label: formatPercent(intl, pct),
                  }))}
                  data-testid="work-less-choice"
                />
                {current && next ? (
                  <DataTable
                    captionId="page.planner.workLess.caption"
                    columns={[
                      { labelId: 'page.planner.workLess.item' },
                      { labelId: 'page.planner.workLess.now', numeric: true },
                      { labelId: 'page.planner.workLess.then', numeric: true },
                    ]}
                    data-testid="work-less-table"
                    rows={[
                      {
                        key: 'parttime',
                        cells: [
                          <FormattedMessage key="l" id="page.myPension.data.employment.parttime" />,
                          formatPercent(intl, current.parttimePct),
                          formatPercent(intl, next.parttimePct),
                        ],
                      },
                      {
                        key: 'salary',
                        cells: [
                          <FormattedMessage key="l" id="page.planner.workLess.salary" />,
                          formatCurrency(current.pensionableSalary),
                          formatCurrency(next.pensionableSalary),
                        ],
                      },
                      {
                        key: 'base',
                        cells: [
                          <FormattedMessage key="l" id="page.myPension.data.contribution.base" />,
                          formatCurrency(current.pensionBase),
                          formatCurrency(next.pensionBase),
                        ],
                      },
                      {
                        key: 'premium',
                        cells: [
                          <FormattedMessage key="l" id="page.planner.workLess.premium" />,
                          formatCurrency(current.yearlyPremium),
                          formatCurrency(next.yearlyPremium),
                        ],
                      },
                    ]}
                  />
                ) : (
                  <Typography>
                    <FormattedMessage id="page.planner.workLess.unknown" />
                  </Typography>
                )}
                <Box sx={{ maxWidth: '70ch' }}>
                  <Typography sx={{ mb: 1 }}>
                    <FormattedMessage id="page.planner.workLess.effect" />
                  </Typography>
                  <Typography color="text.secondary">
                    <FormattedMessage id="page.planner.workLess.indicative" />
                  </Typography>
                </Box>
              </>
            );
          }}
        </Loaded>
      </Section>
    </>
  );
}
