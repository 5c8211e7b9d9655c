/** A paragraph; `intro` stands out, `note` and `warning` sit in a tinted box. */
import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import type { TextBlock } from '../../core';

const looks = {
  plain: {},
  intro: { fontSize: '1.125rem' },
  note: { background: '#eef4f9', padding: '12px 16px', borderLeft: '4px solid #00528a' },
  warning: { background: '#fdf1e8', padding: '12px 16px', borderLeft: '4px solid #8f2f00' },
} as const;

const Paragraph = styled('p')<{ ownerState: { variant: TextBlock['variant'] } }>(
  ({ ownerState }) => ({ margin: '0 0 16px', ...looks[ownerState.variant] }),
);

export function TextBlockView({ block }: { block: TextBlock }) {
  const intl = useIntl();
  return (
    <Paragraph ownerState={{ variant: block.variant }}>
      {intl.formatMessage({ id: block.text }, block.values)}
    </Paragraph>
  );
}
