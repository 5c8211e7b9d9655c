// How the investments are split over funds (actual value), with actual and target percentages
// as a table. Only lazily loaded pages import this.
import { lazy } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatters } from '../../../i18n/use-formatters';
import type { FundPosition } from '../data/unit-link';
import { ChartFigure } from '../chart-figure';
import { formatPercent } from '../format';

// The drawing loads after the page: its numbers (caption, summary, table) show without waiting.
const PieChart = lazy(() =>
  import('@mui/x-charts/PieChart').then((module) => ({ default: module.PieChart })),
);

/** Distinct colours with at least 3:1 contrast on white. */
const palette = ['#00528a', '#b83d00', '#2e6b30', '#6a1b9a', '#8a6d00', '#00707a', '#a3195b'];

export function SplitChart({
  captionId,
  funds,
}: {
  captionId: string;
  funds: readonly FundPosition[];
}) {
  const { formatCurrency } = useFormatters();
  const intl = useIntl();
  return (
    <ChartFigure
      drawingHeight={360}
      captionId={captionId}
      data-testid="split-chart"
      table={{
        columns: [
          <FormattedMessage key="fund" id="page.myPension.funds.fund" />,
          <FormattedMessage key="value" id="page.myPension.funds.value" />,
          <FormattedMessage key="actual" id="page.myPension.funds.actualPct" />,
          <FormattedMessage key="target" id="page.myPension.funds.targetPct" />,
        ],
        rows: funds.map((fund) => [
          fund.fundName,
          formatCurrency(fund.totalValue),
          formatPercent(intl, fund.actualPct),
          formatPercent(intl, fund.targetPct),
        ]),
      }}
    >
      <PieChart
        disableKeyboardNavigation
        height={360}
        slotProps={{
          legend: {
            direction: 'horizontal',
            position: { vertical: 'bottom', horizontal: 'center' },
          },
        }}
        series={[
          {
            innerRadius: 60,
            paddingAngle: 1,
            data: funds.map((fund, index) => ({
              id: fund.fundId,
              value: fund.totalValue,
              label: fund.fundName,
              color: palette[index % palette.length],
            })),
            valueFormatter: (item: { value: number }) => formatCurrency(item.value),
          },
        ]}
      />
    </ChartFigure>
  );
}
