// The pension planner (/pensioenverkenner): where to start, what the member already chose, and
// the ways to explore stopping earlier or working less.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { portalConfig } from '../../config/portal-config';
import { useFormatters } from '../../i18n/use-formatters';
import { usePermissions } from '../../permissions/use-permissions';
import type { PageProps } from '../shared/page-props';
import { useSession } from '../../session/use-session';
import { Button } from '../../ui/button/button';
import { AgeText } from '../shared/age-text';
import { totalOf } from '../shared/data/projections';
import { usePensionAge, useProjections } from '../shared/data/use-data';
import { CardGrid, LinkCard } from '../shared/link-card';
import { PageHeading } from '../shared/page-heading';
import { Loaded } from '../shared/query-state';
import { Section } from '../shared/section';
import { chosenAge } from './planner-age';
import { useLeavePlannerGuard } from './use-leave-planner-guard';

export function PlannerPage({ titleId }: PageProps) {
  const { formatCurrency } = useFormatters();
  useLeavePlannerGuard();
  const projections = useProjections();
  const ages = usePensionAge();
  const choice = useSession((session) => session.pensionPlannerData);
  const { flags } = usePermissions(['allowVisitStopWorkPage', 'allowVisitWorkLessPage']);
  return (
    <>
      <PageHeading titleId={titleId} intro={<FormattedMessage id="page.planner.intro" />} />
      <Section titleId="page.planner.start.title" data-testid="planner-start">
        <Loaded queries={[projections, ages]} lines={3}>
          {(projected, pensionAges) => (
            <>
              <Typography sx={{ mb: 1, maxWidth: '70ch' }} data-testid="planner-now">
                <FormattedMessage
                  id="page.planner.start.now"
                  values={{
                    amount: formatCurrency(totalOf(projected, 'OP')?.expected ?? 0),
                    age: <AgeText age={chosenAge(undefined, pensionAges)} />,
                  }}
                />
              </Typography>
              {choice && (
                <Typography sx={{ mb: 1 }} data-testid="planner-choice">
                  <FormattedMessage
                    id="page.planner.start.choice"
                    values={{ age: <AgeText age={chosenAge(choice, pensionAges)} /> }}
                  />
                </Typography>
              )}
            </>
          )}
        </Loaded>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 2 }}>
          <Button to="/uw-gegevens">
            <FormattedMessage id="page.planner.start.button" />
          </Button>
          {choice && (
            <Button variant="secondary" to="/uw-gegevens/uw-inzicht">
              <FormattedMessage id="page.planner.start.insight" />
            </Button>
          )}
        </Box>
      </Section>
      <Section titleId="page.planner.explore.title">
        <CardGrid>
          <li>
            <LinkCard
              titleId="route.planner.startOckto"
              textId="page.planner.card.ockto"
              to="/start-ockto"
              level={3}
            />
          </li>
          {flags.allowVisitStopWorkPage && (
            <li>
              <LinkCard
                titleId="route.planner.stopEarly"
                textId="page.planner.card.stopEarly"
                to="/eerder-stoppen"
                level={3}
              />
            </li>
          )}
          {flags.allowVisitWorkLessPage && portalConfig().environment !== 'production' && (
            <li>
              <LinkCard
                titleId="route.planner.workLess"
                textId="page.planner.card.workLess"
                to="/minder-werken"
                level={3}
              />
            </li>
          )}
        </CardGrid>
      </Section>
    </>
  );
}
