/** An expandable explanation: native details/summary, keyboard and screen-reader ready. */
import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import type { HelpBlock } from '../../core';

const Details = styled('details')({
  margin: '0 0 24px',
  '& > summary': {
    cursor: 'pointer',
    color: '#00528a',
    fontWeight: 600,
    textDecoration: 'underline',
  },
  '& > summary:focus-visible': { outline: '3px solid #003a63', outlineOffset: '2px' },
  '& > div': { borderLeft: '4px solid #b1b4b6', padding: '8px 0 0 16px', marginTop: 8 },
});

export function HelpBlockView({ block }: { block: HelpBlock }) {
  const intl = useIntl();
  return (
    <Details>
      <summary>{intl.formatMessage({ id: block.title })}</summary>
      <div>
        {block.items.map((item) => (
          <p key={item}>{intl.formatMessage({ id: item })}</p>
        ))}
      </div>
    </Details>
  );
}
