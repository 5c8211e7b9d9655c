/**
 * The lines of a summary as a definition list (label, value as the flow formats it), and the
 * section frame around one step's lines: the summary step and the success page's "what you sent"
 * show answers the same way.
 */
import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import type { SummaryLine } from '../../core';
import { formatValue } from '../format/format-value';

/** One step's answers. */
export const Section = styled('section')({ margin: '0 0 24px' });

/** The heading row of a section (title, and an edit link on the summary step). */
export const SectionHead = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: 8,
  borderBottom: '1px solid #b1b4b6',
  marginBottom: 8,
});

const Row = styled('div')({ display: 'contents' });
const List = styled('dl')({
  display: 'grid',
  gridTemplateColumns: 'minmax(12rem, 1fr) 2fr',
  gap: '8px 24px',
  margin: 0,
  '& dt': { fontWeight: 600 },
  '& dd': { margin: 0 },
});

/** The lines as label / value pairs. */
export function SummaryLines({ lines }: { lines: readonly SummaryLine[] }) {
  const intl = useIntl();
  return (
    <List>
      {lines.map((line) => (
        <Row key={line.label}>
          <dt>{intl.formatMessage({ id: line.label })}</dt>
          <dd>{formatValue(intl, line.value, line.format, line.valueLabel)}</dd>
        </Row>
      ))}
    </List>
  );
}
