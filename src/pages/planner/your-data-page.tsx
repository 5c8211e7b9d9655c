// Your data (/uw-gegevens): what the planner knows about the member, and the retirement age to
// explore (kept in the session as pensionPlannerData), then on to the insight.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { GlobalParameters, PersonalPensionAge } from '../../api/queries/schemas';
import { formatDate } from '../../i18n/format';
import { useFormatters } from '../../i18n/use-formatters';
import type { PageProps } from '../shared/page-props';
import { updateSession } from '../../session/session';
import { useSession } from '../../session/use-session';
import { Button } from '../../ui/button/button';
import { AgeText } from '../shared/age-text';
import { currentPeriod } from '../shared/data/employment';
import { ageOn, fullName } from '../shared/data/person';
import {
  useEmployment,
  useGlobalParameters,
  usePensionAge,
  usePerson,
} from '../shared/data/use-data';
import { DataList } from '../shared/data-list';
import { RadioGroup, SelectField } from '../shared/form-fields';
import { formatPercent } from '../shared/format';
import { PageHeading } from '../shared/page-heading';
import { Loaded } from '../shared/query-state';
import { Section } from '../shared/section';
import { AGE_TYPES, ageRange, chosenAge, inRange, type AgeTypeCode } from './planner-age';
import { useLeavePlannerGuard } from './use-leave-planner-guard';

function AboutYou() {
  const { formatCurrency } = useFormatters();
  const intl = useIntl();
  const person = usePerson();
  const employment = useEmployment();
  return (
    <Section titleId="page.planner.yourData.about" data-testid="planner-about">
      <Loaded queries={[person, employment]} lines={4}>
        {(info, job) => {
          const period = currentPeriod(job);
          return (
            <DataList
              rows={[
                { labelId: 'page.profile.data.name', value: fullName(info.person) },
                {
                  labelId: 'page.planner.yourData.birth',
                  value:
                    info.person.dateOfBirth &&
                    intl.formatMessage(
                      { id: 'page.planner.yourData.birthValue' },
                      {
                        date: formatDate(info.person.dateOfBirth),
                        age: ageOn(info.person.dateOfBirth, new Date()) ?? '',
                      },
                    ),
                },
                {
                  labelId: 'page.planner.yourData.partner',
                  value: intl.formatMessage({
                    id: info.partner ? 'page.common.yes' : 'page.common.no',
                  }),
                },
                {
                  labelId: 'page.myPension.data.employment.salary',
                  value: formatCurrency(period?.pensionableSalary),
                },
                {
                  labelId: 'page.myPension.data.employment.parttime',
                  value: formatPercent(intl, period?.parttimePercentage),
                },
              ]}
            />
          );
        }}
      </Loaded>
    </Section>
  );
}

function AgeForm({ ages, parameters }: { ages: PersonalPensionAge; parameters: GlobalParameters }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const stored = useSession((session) => session.pensionPlannerData);
  const start = chosenAge(stored, ages, parameters);
  const [type, setType] = useState<AgeTypeCode>(
    (stored?.selectedPensionAgeTypeCode as AgeTypeCode | undefined) ??
      (ages.personalPensionAgeType?.code as AgeTypeCode | undefined) ??
      'agreement',
  );
  const [years, setYears] = useState(String(start?.year ?? ''));
  const [months, setMonths] = useState(String(start?.month ?? 0));
  const [error, setError] = useState<string>();
  const range = ageRange(ages, parameters);
  const yearOptions = range
    ? Array.from({ length: range.max.year - range.min.year + 1 }, (_, index) => {
        const value = String(range.min.year + index);
        return { value, label: value };
      })
    : [];
  const monthOptions = Array.from({ length: 12 }, (_, index) => ({
    value: String(index),
    label: String(index),
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const age = { year: Number(years), month: Number(months) };
    if (type === 'specific' && range && !inRange(age, range)) {
      setError(
        intl.formatMessage(
          { id: 'validation.pensionAgeRange' },
          {
            first: intl.formatMessage(
              { id: 'page.common.age' },
              { years: range.min.year, months: range.min.month },
            ),
            second: intl.formatMessage(
              { id: 'page.common.age' },
              { years: range.max.year, months: range.max.month },
            ),
          },
        ),
      );
      return;
    }
    const chosen =
      type === 'specific'
        ? age
        : chosenAge(
            { selectedPensionAgeTypeCode: type, selectedYears: 0, selectedMonths: 0 },
            ages,
            parameters,
          );
    updateSession({
      pensionPlannerData: {
        selectedPensionAgeTypeCode: type,
        selectedYears: chosen?.year ?? age.year,
        selectedMonths: chosen?.month ?? age.month,
      },
    });
    void navigate('/uw-gegevens/uw-inzicht');
  };

  return (
    <Box component="form" onSubmit={submit} noValidate data-testid="planner-age-form">
      <RadioGroup
        legend={<FormattedMessage id="page.planner.yourData.ageLegend" />}
        value={type}
        onChange={(value) => {
          setType(value as AgeTypeCode);
          setError(undefined);
        }}
        options={AGE_TYPES.map((code) => ({
          value: code,
          label: (
            <FormattedMessage
              id={`page.planner.yourData.type.${code}`}
              values={{
                age: (
                  <AgeText
                    age={chosenAge(
                      { selectedPensionAgeTypeCode: code, selectedYears: 0, selectedMonths: 0 },
                      ages,
                      parameters,
                    )}
                  />
                ),
              }}
            />
          ),
        }))}
      />
      {type === 'specific' && (
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
          <SelectField
            label={<FormattedMessage id="page.planner.yourData.years" />}
            value={years}
            options={yearOptions}
            onChange={(value) => {
              setYears(value);
              setError(undefined);
            }}
            error={error}
            data-testid="planner-years"
          />
          <SelectField
            label={<FormattedMessage id="page.planner.yourData.months" />}
            value={months}
            options={monthOptions}
            onChange={(value) => {
              setMonths(value);
              setError(undefined);
            }}
            data-testid="planner-months"
          />
        </Box>
      )}
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '70ch' }}>
        <FormattedMessage id="page.planner.yourData.rangeHelp" />
      </Typography>
      <Button type="submit">
        <FormattedMessage id="page.planner.yourData.submit" />
      </Button>
    </Box>
  );
}

export function YourDataPage({ titleId }: PageProps) {
  useLeavePlannerGuard();
  const ages = usePensionAge();
  const parameters = useGlobalParameters();
  return (
    <>
      <PageHeading
        titleId={titleId}
        intro={<FormattedMessage id="page.planner.yourData.intro" />}
      />
      <AboutYou />
      <Section titleId="page.planner.yourData.when" data-testid="planner-when">
        <Loaded queries={[ages, parameters]} lines={4}>
          {(pensionAges, globals) => <AgeForm ages={pensionAges} parameters={globals} />}
        </Loaded>
      </Section>
    </>
  );
}
