// The value of the investments over time (graphData.historicCapital) as a line, with the same
// numbers as a table. Only lazily loaded pages import this.
import { lazy, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate } from '../../../i18n/format';
import { useFormatters } from '../../../i18n/use-formatters';
import type { ValuePoint } from '../data/unit-link';
import { ChartFigure } from '../chart-figure';

// The drawing loads after the page: its numbers (caption, summary, table) show without waiting.
const LineChart = lazy(() =>
  import('@mui/x-charts/LineChart').then((module) => ({ default: module.LineChart })),
);

export interface ValueChartProps {
  captionId: string;
  points: readonly ValuePoint[];
  summary?: ReactNode;
  'data-testid'?: string;
}

export function ValueChart({ captionId, points, summary, ...rest }: ValueChartProps) {
  const { formatCurrency } = useFormatters();
  const intl = useIntl();
  const dates = points.map((point) => new Date(point.date));
  return (
    <ChartFigure
      drawingHeight={300}
      captionId={captionId}
      summary={summary}
      data-testid={rest['data-testid']}
      table={{
        columns: [
          <FormattedMessage key="date" id="page.myPension.value.date" />,
          <FormattedMessage key="value" id="page.myPension.value.value" />,
        ],
        rows: points.map((point) => [formatDate(point.date), formatCurrency(point.value)]),
      }}
    >
      <LineChart
        disableKeyboardNavigation
        height={300}
        xAxis={[
          {
            data: dates,
            scaleType: 'time',
            valueFormatter: (value: Date) => String(value.getFullYear()),
          },
        ]}
        yAxis={[{ valueFormatter: (value: number) => formatCurrency(value), width: 90 }]}
        series={[
          {
            data: points.map((point) => point.value),
            label: intl.formatMessage({ id: 'page.myPension.value.value' }),
            color: '#00528a',
            area: true,
            valueFormatter: (value: number | null) => formatCurrency(value ?? undefined),
          },
        ]}
      />
    </ChartFigure>
  );
}
