// Expected pension with its pessimistic and optimistic scenarios as grouped bars, with the same
// numbers as a table. Only lazily loaded pages import this (MUI X Charts stays out of home).
import { lazy, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatters } from '../../../i18n/use-formatters';
import { ChartFigure } from '../chart-figure';

// The drawing loads after the page: its numbers (caption, summary, table) show without waiting.
const BarChart = lazy(() =>
  import('@mui/x-charts/BarChart').then((module) => ({ default: module.BarChart })),
);

export interface ProjectionRow {
  /** Row name (a pension type or a situation). */
  label: string;
  pessimistic?: number;
  expected: number;
  optimistic?: number;
}

export interface ProjectionChartProps {
  captionId: string;
  rows: readonly ProjectionRow[];
  summary?: ReactNode;
  'data-testid'?: string;
}

export const scenarioColours = {
  pessimistic: '#8f2f00',
  expected: '#00528a',
  optimistic: '#2e6b30',
} as const;

export function ProjectionChart({ captionId, rows, summary, ...rest }: ProjectionChartProps) {
  const { formatCurrency } = useFormatters();
  const intl = useIntl();
  const name = (id: string) => intl.formatMessage({ id });
  const money = (value: number | null) => formatCurrency(value ?? undefined);
  const dataset = rows.map((row) => ({
    label: row.label,
    pessimistic: row.pessimistic ?? row.expected,
    expected: row.expected,
    optimistic: row.optimistic ?? row.expected,
  }));
  return (
    <ChartFigure
      drawingHeight={300}
      captionId={captionId}
      summary={summary}
      data-testid={rest['data-testid']}
      table={{
        columns: [
          <FormattedMessage key="type" id="page.common.pensionType" />,
          <FormattedMessage key="p" id="page.common.scenario.pessimistic" />,
          <FormattedMessage key="e" id="page.common.scenario.expected" />,
          <FormattedMessage key="o" id="page.common.scenario.optimistic" />,
        ],
        rows: dataset.map((row) => [
          row.label,
          formatCurrency(row.pessimistic),
          formatCurrency(row.expected),
          formatCurrency(row.optimistic),
        ]),
      }}
    >
      <BarChart
        disableKeyboardNavigation
        height={300}
        dataset={dataset}
        xAxis={[{ scaleType: 'band', dataKey: 'label' }]}
        yAxis={[{ valueFormatter: (value: number) => formatCurrency(value), width: 80 }]}
        series={[
          {
            dataKey: 'pessimistic',
            label: name('page.common.scenario.pessimisticShort'),
            color: scenarioColours.pessimistic,
            valueFormatter: money,
          },
          {
            dataKey: 'expected',
            label: name('page.common.scenario.expected'),
            color: scenarioColours.expected,
            valueFormatter: money,
          },
          {
            dataKey: 'optimistic',
            label: name('page.common.scenario.optimisticShort'),
            color: scenarioColours.optimistic,
            valueFormatter: money,
          },
        ]}
      />
    </ChartFigure>
  );
}
