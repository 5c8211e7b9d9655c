// The loading indicator of spec section 9 (sizes sm, md, lg), announced politely as a status.
// Drawn with a static stylesheet (no SVG, no styles computed while rendering), so buttons and
// pages carry almost nothing for it.
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../visually-hidden';
import classes from './spinner.module.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

/** Diameter in px per size (drawn by spinner.module.css). */
export const spinnerSizes: Record<SpinnerSize, number> = { sm: 16, md: 32, lg: 64 };

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
  const circle = <span aria-hidden className={classes.circle} data-size={size} />;
  if (decorative) return circle;
  return (
    <span role="status" className={block ? classes.block : undefined}>
      {circle}
      <VisuallyHidden>{label ?? intl.formatMessage({ id: 'ui.spinner.loading' })}</VisuallyHidden>
    </span>
  );
}
