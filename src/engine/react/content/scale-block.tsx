/**
 * Where a value sits on a labelled scale (e.g. a risk profile): the steps as an ordered list, the
 * matching one marked with a border, bold text and the words "your position", plus a sentence
 * saying the position, so nothing depends on colour.
 */
import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import type { ScaleBlock } from '../../core';

const Figure = styled('figure')({ margin: '0 0 24px', maxWidth: 720 });
const Caption = styled('figcaption')({ fontWeight: 600, fontSize: '1.125rem', marginBottom: 8 });
const Steps = styled('ol')({
  display: 'flex',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gap: 4,
});
const Step = styled('li')<{ ownerState: { current: boolean } }>(({ ownerState }) => ({
  flex: 1,
  padding: '12px 8px',
  textAlign: 'center',
  background: ownerState.current ? '#00528a' : '#eef4f9',
  color: ownerState.current ? '#ffffff' : '#1a1a1a',
  fontWeight: ownerState.current ? 700 : 400,
  border: ownerState.current ? '3px solid #003a63' : '3px solid transparent',
}));
const Marker = styled('span')({ display: 'block', fontSize: '0.875rem' });
const Position = styled('p')({ margin: '8px 0 0' });
const Note = styled('p')({ margin: '8px 0 0', color: '#595959' });

export function ScaleBlockView({ block }: { block: ScaleBlock }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const current = block.steps[block.position];
  return (
    <Figure>
      <Caption>{text(block.label)}</Caption>
      <Steps>
        {block.steps.map((step, index) => (
          <Step
            key={String(step.value)}
            ownerState={{ current: index === block.position }}
            aria-current={index === block.position ? 'true' : undefined}
          >
            {text(step.label)}
            {index === block.position && <Marker>{text('wizard.scale.marker')}</Marker>}
          </Step>
        ))}
      </Steps>
      <Position>
        {current
          ? intl.formatMessage(
              { id: 'wizard.scale.position' },
              {
                label: text(current.label),
                position: block.position + 1,
                count: block.steps.length,
              },
            )
          : text('wizard.scale.none')}
      </Position>
      {block.note && <Note>{text(block.note)}</Note>}
    </Figure>
  );
}
