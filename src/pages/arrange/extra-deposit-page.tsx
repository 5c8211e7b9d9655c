// Extra deposit (/zelf-regelen/extra-inleggen): what the scheme allows (gross, net, minimum),
// room left this year, a running periodic deposit and the deposits so far.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { formatDate } from '../../i18n/format';
import { useFormatters } from '../../i18n/use-formatters';
import type { PageProps } from '../shared/page-props';
import { CodeLabel } from '../shared/code-label';
import { useAgreement, useExtraSavings } from '../shared/data/use-data';
import { DataList } from '../shared/data-list';
import { DataTable } from '../shared/data-table';
import { Loaded } from '../shared/query-state';
import { Section } from '../shared/section';
import { AreaAction } from './area-action';
import { AreaPage } from './area-page';

const left = (maximum: number | undefined, used: number | undefined) =>
  maximum === undefined ? undefined : Math.max(0, maximum - (used ?? 0));

export function ExtraDepositPage({ titleId }: PageProps) {
  const { formatCurrency } = useFormatters();
  const savings = useExtraSavings();
  const agreement = useAgreement();
  return (
    <AreaPage
      titleId={titleId}
      introId="page.arrange.extraDeposit.intro"
      action={
        <AreaAction
          to="/zelf-regelen/extra-inleggen/wijzigen"
          labelId="page.arrange.extraDeposit.change"
          flags={['hasExtraDepositAgreement', 'allowExtraDepositChange']}
          pendingFlag="pendingExtraDeposit"
        />
      }
      helpIds={[
        'page.arrange.extraDeposit.help.grossNet',
        'page.arrange.extraDeposit.help.monthly',
      ]}
    >
      <Section titleId="page.arrange.current" data-testid="extra-deposit-current">
        <Loaded queries={[savings, agreement]} lines={6}>
          {(data, scheme) => {
            const rules = scheme.extraDeposit;
            const gross = rules?.isGrossAllowed ?? false;
            const net = rules?.isNetAllowed ?? false;
            return (
              <>
                {scheme.isPureNet && (
                  <Typography sx={{ mb: 2, maxWidth: '70ch' }} data-testid="pure-net">
                    <FormattedMessage id="page.arrange.extraDeposit.pureNet" />
                  </Typography>
                )}
                <DataList
                  rows={[
                    {
                      labelId: 'page.arrange.extraDeposit.ways',
                      value: (gross || net) && (
                        <FormattedMessage
                          id="page.arrange.extraDeposit.waysValue"
                          values={{ gross: String(gross && !scheme.isPureNet), net: String(net) }}
                        />
                      ),
                    },
                    {
                      labelId: 'page.arrange.extraDeposit.minimum',
                      value: formatCurrency(rules?.minimumAmount),
                    },
                    {
                      labelId: 'page.arrange.extraDeposit.roomGross',
                      labelValues: { year: data.year ?? '' },
                      value:
                        gross && !scheme.isPureNet
                          ? formatCurrency(left(data.maximum.gross, data.deposited.gross))
                          : undefined,
                      'data-testid': 'room-gross',
                    },
                    {
                      labelId: 'page.arrange.extraDeposit.roomNet',
                      labelValues: { year: data.year ?? '' },
                      value: net
                        ? formatCurrency(left(data.maximum.net, data.deposited.net))
                        : undefined,
                    },
                    {
                      labelId: 'page.arrange.extraDeposit.deposited',
                      labelValues: { year: data.year ?? '' },
                      value: formatCurrency(
                        (data.deposited.gross ?? 0) + (data.deposited.net ?? 0),
                      ),
                    },
                    {
                      labelId: 'page.arrange.extraDeposit.periodic',
                      value: data.periodic ? (
                        <FormattedMessage
                          id="page.arrange.extraDeposit.periodicValue"
                          values={{
                            amount: formatCurrency(data.periodic.amount),
                            frequency: (
                              <CodeLabel kind="frequency" code={data.periodic.frequency} />
                            ),
                          }}
                        />
                      ) : (
                        <FormattedMessage id="page.common.none" />
                      ),
                    },
                  ]}
                />
                {data.deposits.length > 0 && (
                  <Box sx={{ mt: 3 }}>
                    <DataTable
                      captionId="page.arrange.extraDeposit.history"
                      data-testid="deposit-history"
                      columns={[
                        { labelId: 'page.arrange.extraDeposit.date' },
                        { labelId: 'page.arrange.extraDeposit.amount', numeric: true },
                        { labelId: 'page.arrange.extraDeposit.scheme' },
                        { labelId: 'page.arrange.extraDeposit.frequency' },
                        { labelId: 'page.arrange.extraDeposit.status' },
                      ]}
                      rows={data.deposits.map((deposit) => ({
                        key: deposit.depositId,
                        cells: [
                          formatDate(deposit.date),
                          formatCurrency(deposit.amount),
                          <CodeLabel key="s" kind="scheme" code={deposit.schemeType} />,
                          <CodeLabel key="f" kind="frequency" code={deposit.frequency} />,
                          deposit.status ?? '',
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
    </AreaPage>
  );
}
