// The retrieved income data (/gegevens-ockto): per source what was found, when, and the way on
// to the insight; the member can delete it. Without a retrieval this visit, the way to start one.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { formatDateTime } from '../../i18n/format';
import type { PageProps } from '../shared/page-props';
import { Button } from '../../ui/button/button';
import { DataList } from '../shared/data-list';
import { PageHeading } from '../shared/page-heading';
import { Section } from '../shared/section';
import { setOcktoData, useOcktoData } from './ockto-store';
import { useLeavePlannerGuard } from './use-leave-planner-guard';

export function OcktoDataPage({ titleId }: PageProps) {
  useLeavePlannerGuard();
  const data = useOcktoData();
  if (!data) {
    return (
      <>
        <PageHeading titleId={titleId} />
        <Typography sx={{ mb: 3 }} data-testid="ockto-empty">
          <FormattedMessage id="page.planner.ocktoData.none" />
        </Typography>
        <Button to="/start-ockto">
          <FormattedMessage id="page.planner.ocktoData.start" />
        </Button>
      </>
    );
  }
  return (
    <>
      <PageHeading
        titleId={titleId}
        intro={
          <FormattedMessage
            id="page.planner.ocktoData.intro"
            values={{ when: formatDateTime(data.retrievedAt) }}
          />
        }
      />
      {data.simulated && (
        <Typography
          sx={{
            maxWidth: '70ch',
            bgcolor: '#fff8e1',
            borderLeft: 4,
            borderColor: '#8a6d00',
            p: 1.5,
            mb: 4,
          }}
        >
          <FormattedMessage id="page.planner.ockto.simulated" />
        </Typography>
      )}
      {data.sources.map((source) => (
        <Section key={source.sourceId} titleId={source.sourceId} data-testid="ockto-source">
          <DataList
            rows={source.items.map((entry, index) => ({
              labelId: entry.labelId,
              labelValues: { index: index + 1 },
              value: entry.value || <FormattedMessage id="page.common.none" />,
            }))}
          />
        </Section>
      ))}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button to="/uw-gegevens/uw-inzicht">
          <FormattedMessage id="page.planner.ocktoData.toInsight" />
        </Button>
        <Button variant="secondary" onClick={() => setOcktoData(undefined)}>
          <FormattedMessage id="page.planner.ocktoData.delete" />
        </Button>
      </Box>
    </>
  );
}
