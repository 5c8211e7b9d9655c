// Combining pensions (/zelf-regelen/pensioenen-samenvoegen): the member's pensions with us, a
// transfer still being processed, and the ways to request a transfer (unless one is pending, as
// the request wizard's guard says) or approve one.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { formatDate } from '../../i18n/format';
import type { PageProps } from '../shared/page-props';
import { Button } from '../../ui/button/button';
import { CodeLabel } from '../shared/code-label';
import { usePensionInfo, usePolicy } from '../shared/data/use-data';
import { DataTable } from '../shared/data-table';
import { Loaded } from '../shared/query-state';
import { Section } from '../shared/section';
import { AreaAction } from './area-action';
import { AreaPage } from './area-page';

const BASE = '/zelf-regelen/pensioenen-samenvoegen';
const TRANSFER = 'VALUE_TRANSFER_IN';

export function CombinePensionsPage({ titleId }: PageProps) {
  const pensions = usePensionInfo();
  const policy = usePolicy();
  return (
    <AreaPage
      titleId={titleId}
      introId="page.arrange.combine.intro"
      action={
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <AreaAction
            to={`${BASE}/aanvragen`}
            labelId="page.arrange.combine.request"
            flags={['allowCombinePension']}
            pendingFlag="pendingValueTransfer"
          />
          <Button variant="secondary" to={`${BASE}/akkoordverklaring`}>
            <FormattedMessage id="page.arrange.combine.approve" />
          </Button>
        </Box>
      }
      helpIds={[
        'page.arrange.combine.help.how',
        'page.arrange.combine.help.compare',
        'page.arrange.combine.help.small',
      ]}
    >
      <Section titleId="page.arrange.combine.pensions" data-testid="combine-pensions">
        <Loaded queries={[pensions]} lines={2}>
          {(list) => (
            <DataTable
              captionId="page.arrange.combine.pensions"
              captionHidden
              columns={[
                { labelId: 'page.myPension.scheme.employer' },
                { labelId: 'page.myPension.scheme.policyNumber' },
                { labelId: 'page.myPension.scheme.startDate' },
                { labelId: 'page.myPension.scheme.status' },
              ]}
              rows={list.map((entry) => ({
                key: entry.policyId,
                cells: [
                  entry.employerName ?? '',
                  entry.policyId,
                  formatDate(entry.startDate),
                  <CodeLabel
                    key="s"
                    kind="policyStatus"
                    code={entry.status}
                    fallback={entry.statusDescription}
                  />,
                ],
              }))}
            />
          )}
        </Loaded>
      </Section>
      <Loaded queries={[policy]} lines={1}>
        {(details) => {
          const transfers = details.pendingRequests.filter((r) => r.typeCode === TRANSFER);
          return (
            transfers.length > 0 && (
              <Section titleId="page.arrange.combine.pending" data-testid="combine-pending">
                {transfers.map((request) => (
                  <Typography key={request.requestId}>
                    <FormattedMessage
                      id="page.arrange.combine.pendingItem"
                      values={{
                        description: request.description ?? '',
                        date: formatDate(request.requestDate),
                      }}
                    />
                  </Typography>
                ))}
              </Section>
            )
          );
        }}
      </Loaded>
    </AreaPage>
  );
}
