// Stop work early (/eerder-stoppen): pick an earlier age (from 5 years before the state pension
// age up to the current retirement age) and see the expected pension then, next to now.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PersonalPensionAge } from '../../api/queries/schemas';
import { useFormatters } from '../../i18n/use-formatters';
import type { PageProps } from '../shared/page-props';
import { useSession } from '../../session/use-session';
import { Button } from '../../ui/button/button';
import { monthsToPensionAge, pensionAgeToMonths } from '../../validation/pension-age';
import { AgeText } from '../shared/age-text';
import { ProjectionChart } from '../shared/charts/projection-chart';
import { totalOf } from '../shared/data/projections';
import { yearMonth, type YearMonth } from '../shared/data/read';
import { usePensionAge, useScenario } from '../shared/data/use-data';
import { DataList } from '../shared/data-list';
import { SelectField } from '../shared/form-fields';
import { PageHeading } from '../shared/page-heading';
import { Loaded } from '../shared/query-state';
import { Section } from '../shared/section';
import { ageRange } from './planner-age';
import { useLeavePlannerGuard } from './use-leave-planner-guard';

function Result({ age }: { age: YearMonth }) {
  const { formatCurrency } = useFormatters();
  const intl = useIntl();
  const policyId = useSession((session) => session.policyId);
  const scenario = useScenario(policyId ? { policyId, personalPensionAge: age } : null);
  return (
    <Section titleId="page.planner.stopEarly.result" level={3} data-testid="stop-early-result">
      <Loaded queries={[scenario]} lines={5}>
        {({ current, next }) => {
          const now = totalOf(current, 'OP');
          const then = totalOf(next, 'OP');
          if (!now || !then) return null;
          return (
            <>
              <DataList
                rows={[
                  {
                    labelId: 'page.planner.stopEarly.then',
                    value: (
                      <FormattedMessage
                        id="page.common.grossPerYear"
                        values={{ amount: formatCurrency(then.expected) }}
                      />
                    ),
                    'data-testid': 'stop-early-amount',
                  },
                  {
                    labelId: 'page.planner.stopEarly.less',
                    value: formatCurrency(now.expected - then.expected),
                  },
                ]}
              />
              <Box sx={{ mt: 3 }}>
                <ProjectionChart
                  captionId="page.planner.stopEarly.chart"
                  rows={[
                    { label: intl.formatMessage({ id: 'page.planner.insight.current' }), ...now },
                    { label: intl.formatMessage({ id: 'page.planner.insight.new' }), ...then },
                  ]}
                />
              </Box>
              <Typography color="text.secondary" sx={{ maxWidth: '70ch' }}>
                <FormattedMessage id="page.common.indicative" />
              </Typography>
            </>
          );
        }}
      </Loaded>
    </Section>
  );
}

function AgeChoice({ ages }: { ages: PersonalPensionAge }) {
  const intl = useIntl();
  const range = ageRange(ages);
  const current = yearMonth(ages.personalPensionAge);
  const [picked, setPicked] = useState<string>('');
  const [asked, setAsked] = useState<YearMonth>();
  if (!range || !current) return null;
  const first = pensionAgeToMonths(range.min);
  // Quarter steps on whole years, below the current age.
  const last = Math.floor((pensionAgeToMonths(current) - 1) / 3) * 3;
  const options = [];
  for (let months = last; months >= first; months -= 3) {
    const age = monthsToPensionAge(months);
    options.push({
      value: String(months),
      label: intl.formatMessage({ id: 'page.common.age' }, { years: age.year, months: age.month }),
    });
  }
  if (options.length === 0) {
    return (
      <Typography>
        <FormattedMessage id="page.planner.stopEarly.notPossible" />
      </Typography>
    );
  }
  const value = picked || (options[Math.min(11, options.length - 1)]?.value ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAsked(monthsToPensionAge(Number(value)));
  };
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        <FormattedMessage
          id="page.planner.stopEarly.now"
          values={{ age: <AgeText age={current} /> }}
        />
      </Typography>
      <Box component="form" onSubmit={submit} noValidate sx={{ mb: 4 }}>
        <SelectField
          label={<FormattedMessage id="page.planner.stopEarly.choice" />}
          value={value}
          onChange={setPicked}
          options={options}
          data-testid="stop-early-age"
        />
        <Button type="submit">
          <FormattedMessage id="page.planner.stopEarly.calculate" />
        </Button>
      </Box>
      {asked && <Result age={asked} />}
    </>
  );
}

export function StopEarlyPage({ titleId }: PageProps) {
  useLeavePlannerGuard();
  const ages = usePensionAge();
  return (
    <>
      <PageHeading
        titleId={titleId}
        intro={<FormattedMessage id="page.planner.stopEarly.intro" />}
      />
      <Section titleId="page.planner.stopEarly.title" data-testid="stop-early">
        <Loaded queries={[ages]} lines={3}>
          {(pensionAges) => <AgeChoice ages={pensionAges} />}
        </Loaded>
      </Section>
    </>
  );
}
