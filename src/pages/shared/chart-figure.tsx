// A chart with its text alternative: a figure titled by its caption, the drawing hidden from
// assistive technology, and the same numbers as a table that screen readers always get and
// anyone can show ("Toon als tabel").
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAfterPaint } from '../../ui/after-paint';
import { Button } from '../../ui/button/button';
import { useInView } from '../../ui/in-view';

export interface ChartTable {
  /** Column headers; the first names the row headers' column. */
  columns: readonly ReactNode[];
  /** Each row: its header cell, then the values. */
  rows: readonly (readonly ReactNode[])[];
}

export interface ChartFigureProps {
  /** Message id of the caption (visible title of the chart and the table). */
  captionId: string;
  /** Message id of a one-line summary under the caption. */
  summary?: ReactNode;
  table: ChartTable;
  /** The chart itself (lazily loaded MUI X chart). */
  children: ReactNode;
  /** Height of the drawing in px: kept free while it loads, so nothing below moves. */
  drawingHeight: number;
  'data-testid'?: string;
}

const hidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export function ChartFigure({
  captionId,
  summary,
  table,
  children,
  drawingHeight,
  ...rest
}: ChartFigureProps) {
  const [showTable, setShowTable] = useState(false);
  // The drawing's code (MUI X Charts) loads once the page's text is on screen and the drawing's
  // place has scrolled into view; the place is kept free meanwhile.
  const drawing = useRef<HTMLDivElement>(null);
  const inView = useInView(drawing);
  const draw = useAfterPaint() && inView;
  const captionElement = useId();
  const tableId = useId();
  return (
    <Box
      component="figure"
      aria-labelledby={captionElement}
      data-testid={rest['data-testid']}
      sx={{ m: 0, mb: 4 }}
    >
      <Typography id={captionElement} component="figcaption" sx={{ fontWeight: 600, mb: 1 }}>
        <FormattedMessage id={captionId} />
      </Typography>
      {summary && <Typography sx={{ mb: 1 }}>{summary}</Typography>}
      <Box
        ref={drawing}
        aria-hidden="true"
        sx={{ width: '100%', maxWidth: 860, minHeight: drawingHeight }}
      >
        {draw && <Suspense fallback={null}>{children}</Suspense>}
      </Box>
      <Button
        variant="text"
        compact
        aria-expanded={showTable}
        aria-controls={tableId}
        onClick={() => setShowTable((shown) => !shown)}
      >
        <FormattedMessage id={showTable ? 'page.common.hideTable' : 'page.common.showTable'} />
      </Button>
      <Box id={tableId} sx={showTable ? { overflowX: 'auto', mt: 1 } : hidden}>
        <Box
          component="table"
          sx={{
            borderCollapse: 'collapse',
            minWidth: 320,
            '& th, & td': { borderBottom: 1, borderColor: '#c4c4c4', px: 1.5, py: 0.75 },
            '& td': { textAlign: 'right', whiteSpace: 'nowrap' },
            '& th': { textAlign: 'left' },
          }}
        >
          <caption style={hidden}>
            <FormattedMessage id={captionId} />
          </caption>
          <thead>
            <tr>
              {table.columns.map((column, index) => (
                <th key={index} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map(([header, ...values], rowIndex) => (
              <tr key={rowIndex}>
                <th scope="row">{header}</th>
                {values.map((value, index) => (
                  <td key={index}>{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  );
}
