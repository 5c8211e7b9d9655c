// Your insight (/uw-gegevens/uw-inzicht): what the member can expect at the age chosen in the
// planner, next to the current situation (the scenario calculation), and against the income now.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PersonalPensionAge } from '../../api/queries/schemas';
import { useFormatters } from '../../i18n/use-formatters';
import type { PageProps } from '../shared/page-props';
import { useSession } from '../../session/use-session';
import { Button } from '../../ui/button/button';
import { AgeText } from '../shared/age-text';
import { ProjectionChart } from '../shared/charts/projection-chart';
import { currentPeriod } from '../shared/data/employment';
import { totalOf } from '../shared/data/projections';
import type { YearMonth } from '../shared/data/read';
import { useEmployment, usePensionAge, useScenario } from '../shared/data/use-data';
import { DataList } from '../shared/data-list';
import { ExternalLink } from '../shared/external-link';
import { formatPercent } from '../shared/format';
import { PageHeading } from '../shared/page-heading';
import { Loaded } from '../shared/query-state';
import { Section } from '../shared/section';
import { chosenAge } from './planner-age';
import { useLeavePlannerGuard } from './use-leave-planner-guard';

function Outcome({ age, compare }: { age: YearMonth; compare: boolean }) {
  const { formatCurrency } = useFormatters();
  const intl = useIntl();
  const policyId = useSession((session) => session.policyId);
  const scenario = useScenario(policyId ? { policyId, personalPensionAge: age } : null);
  const employment = useEmployment();
  return (
    <Loaded queries={[scenario, employment]} lines={6}>
      {({ current, next }, job) => {
        const now = totalOf(current, 'OP');
        const then = totalOf(next, 'OP');
        const salary = currentPeriod(job)?.pensionableSalary;
        const rows = [
          now && { label: intl.formatMessage({ id: 'page.planner.insight.current' }), ...now },
          compare &&
            then && { label: intl.formatMessage({ id: 'page.planner.insight.new' }), ...then },
        ].filter((row) => row !== undefined && row !== false);
        return (
          <>
            <DataList
              rows={[
                {
                  labelId: 'page.planner.insight.monthly',
                  value: then && (
                    <FormattedMessage
                      id="page.common.perMonth"
                      values={{ amount: formatCurrency(then.expected / 12) }}
                    />
                  ),
                  'data-testid': 'insight-monthly',
                },
                {
                  labelId: 'page.planner.insight.salaryMonthly',
                  value: salary !== undefined && (
                    <FormattedMessage
                      id="page.common.perMonth"
                      values={{ amount: formatCurrency(salary / 12) }}
                    />
                  ),
                },
                {
                  labelId: 'page.planner.insight.share',
                  value:
                    then && salary
                      ? formatPercent(intl, (then.expected / salary) * 100)
                      : undefined,
                  'data-testid': 'insight-share',
                },
                {
                  labelId: 'page.planner.insight.difference',
                  value: compare && now && then && (
                    <FormattedMessage
                      id="page.common.perYear"
                      values={{ amount: formatCurrency(then.expected - now.expected) }}
                    />
                  ),
                },
              ]}
            />
            <Box sx={{ mt: 3 }}>
              <ProjectionChart
                captionId="page.planner.insight.chart"
                rows={rows}
                data-testid="insight-chart"
              />
            </Box>
            <Typography color="text.secondary" sx={{ maxWidth: '70ch', mb: 1 }}>
              <FormattedMessage id="page.common.indicative" />
            </Typography>
            <Typography sx={{ maxWidth: '70ch' }}>
              <FormattedMessage id="page.planner.insight.aow" />{' '}
              <ExternalLink href="https://www.svb.nl/nl/aow">
                <FormattedMessage id="page.planner.insight.aowLink" />
              </ExternalLink>
            </Typography>
          </>
        );
      }}
    </Loaded>
  );
}

function Chosen({ ages }: { ages: PersonalPensionAge }) {
  const choice = useSession((session) => session.pensionPlannerData);
  const age = chosenAge(choice, ages);
  return (
    <>
      <Typography sx={{ mb: 2 }} data-testid="insight-age">
        <FormattedMessage
          id={choice ? 'page.planner.insight.chosen' : 'page.planner.insight.notChosen'}
          values={{ age: <AgeText age={age} /> }}
        />
      </Typography>
      {age && <Outcome age={age} compare={choice !== undefined} />}
    </>
  );
}

export function InsightPage({ titleId }: PageProps) {
  useLeavePlannerGuard();
  const ages = usePensionAge();
  return (
    <>
      <PageHeading titleId={titleId} intro={<FormattedMessage id="page.planner.insight.intro" />} />
      <Section titleId="page.planner.insight.title" data-testid="insight">
        <Loaded queries={[ages]} lines={2}>
          {(pensionAges) => <Chosen ages={pensionAges} />}
        </Loaded>
      </Section>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="secondary" to="/uw-gegevens">
          <FormattedMessage id="page.planner.insight.change" />
        </Button>
        <Button variant="secondary" to="/start-ockto">
          <FormattedMessage id="page.planner.insight.ockto" />
        </Button>
        <Button to="/zelf-regelen/pensioenleeftijd">
          <FormattedMessage id="page.planner.insight.arrange" />
        </Button>
      </Box>
    </>
  );
}
