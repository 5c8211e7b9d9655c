// The loading indicator of spec section 9 (sizes sm, md, lg), announced politely as a status.
// Drawn with CSS (no SVG component) so buttons and pages carry almost nothing for it.
import { keyframes, styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../visually-hidden';

export type SpinnerSize = 'sm' | 'md' | 'lg';

/** Diameter in px per size. */
export const spinnerSizes: Record<SpinnerSize, number> = { sm: 16, md: 32, lg: 64 };
const strokes: Record<SpinnerSize, number> = { sm: 2, md: 3, lg: 5 };

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const Circle = styled('span')<{ ownerState: { size: SpinnerSize } }>(
  ({ ownerState: { size } }) => ({
    display: 'inline-block',
    verticalAlign: 'middle',
    boxSizing: 'border-box',
    width: spinnerSizes[size],
    height: spinnerSizes[size],
    border: `${strokes[size]}px solid currentColor`,
    borderRightColor: 'transparent',
    borderRadius: '50%',
    animation: `${spin} 0.8s linear infinite`,
    '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
  }),
);

const Block = styled('span')(({ theme }) => ({
  display: 'flex',
  justifyContent: 'center',
  padding: theme.spacing(3, 0),
  color: theme.palette.primary.main,
}));

export interface SpinnerProps {
  /** Default md. */
  size?: SpinnerSize;
  /** Text read by screen readers; default "Bezig met laden…". */
  label?: string;
  /** Decorative only (inside a busy button that announces itself): no status, no label. */
  decorative?: boolean;
  /** Centre the spinner in its own block with padding. */
  block?: boolean;
}

/** A circular spinner with an accessible status label. */
export function Spinner({ size = 'md', label, decorative = false, block = false }: SpinnerProps) {
  const intl = useIntl();
  const circle = <Circle aria-hidden data-size={size} ownerState={{ size }} />;
  if (decorative) return circle;
  const Wrapper = block ? Block : 'span';
  return (
    <Wrapper role="status">
      {circle}
      <VisuallyHidden>{label ?? intl.formatMessage({ id: 'ui.spinner.loading' })}</VisuallyHidden>
    </Wrapper>
  );
}
