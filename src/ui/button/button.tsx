// The portal's one button: five variants, compact / full-width / loading / icon-only options,
// and a link style that renders a router link. A loading button keeps focus but ignores clicks.
// Native elements with a static stylesheet (button.module.css): no MUI Button and no styles
// computed while rendering, so pages stay light.
import type { MouseEvent, ReactNode, Ref } from 'react';
import { Link as RouterLink } from 'react-router';
import { classNames } from '../class-names';
import { Spinner } from '../spinner/spinner';
import classes from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'brand' | 'text';

export interface ButtonProps {
  /** Default primary. */
  variant?: ButtonVariant;
  /** Smaller padding and font. */
  compact?: boolean;
  fullWidth?: boolean;
  /** Shows a spinner, sets aria-busy and ignores clicks (a submit does not submit again). */
  loading?: boolean;
  disabled?: boolean;
  /** Icon before the text, or the only content with `iconOnly`. */
  icon?: ReactNode;
  /** Icon after the text. */
  endIcon?: ReactNode;
  /** Render only the icon; `label` is then required and becomes the accessible name. */
  iconOnly?: boolean;
  /** Accessible name (aria-label); required for icon-only buttons. */
  label?: string;
  /** Link style: renders a router link to this path. */
  to?: string;
  /** Renders a plain link (external pages, downloads). */
  href?: string;
  /** Default button; submit submits the enclosing form and reset resets it. */
  type?: 'button' | 'submit' | 'reset';
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  children?: ReactNode;
  id?: string;
  className?: string;
  lang?: string;
  'aria-controls'?: string;
  'aria-expanded'?: boolean;
  'aria-haspopup'?: boolean | 'menu' | 'dialog';
  'data-testid'?: string;
  /** The rendered element (a button, or an anchor in link style). */
  ref?: Ref<HTMLButtonElement>;
}

/** A button (or a link that looks like one). */
export function Button({
  variant = 'primary',
  compact = false,
  fullWidth = false,
  loading = false,
  disabled = false,
  icon,
  endIcon,
  iconOnly = false,
  label,
  to,
  href,
  type = 'button',
  onClick,
  children,
  ref,
  className,
  ...rest
}: ButtonProps) {
  if (iconOnly && !label) console.warn('Button: an icon-only button needs a label');
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    if (loading) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    onClick?.(event);
  };
  const common = {
    ...rest,
    className: classNames(
      classes.button,
      classes[iconOnly ? 'text' : variant],
      compact && classes.compact,
      fullWidth && classes.fullWidth,
      iconOnly && classes.iconOnly,
      className,
    ),
    onClick: handleClick,
    'aria-busy': loading || undefined,
    'aria-label': label,
    'data-variant': variant,
    'data-compact': compact || undefined,
    'data-full-width': fullWidth || undefined,
  };
  const spinner = loading ? <Spinner size="sm" decorative /> : null;
  const content = iconOnly ? (
    (spinner ?? icon)
  ) : (
    <>
      {spinner ?? icon}
      {children}
      {endIcon}
    </>
  );
  if (to !== undefined) {
    return (
      <RouterLink {...common} to={to} ref={ref as Ref<HTMLAnchorElement>}>
        {content}
      </RouterLink>
    );
  }
  if (href !== undefined) {
    return (
      <a {...common} href={href} ref={ref as Ref<HTMLAnchorElement>}>
        {content}
      </a>
    );
  }
  return (
    <button {...common} type={type} disabled={disabled} ref={ref}>
      {content}
    </button>
  );
}
