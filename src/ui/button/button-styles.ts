// Looks of the five button variants. Colours come from the theme; every text/background pair
// meets WCAG AA. Touch targets are at least 44px high (36px compact).
import type { CSSObject, Theme } from '@mui/material/styles';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'brand' | 'text';

export interface ButtonLook {
  variant: ButtonVariant;
  compact: boolean;
  fullWidth: boolean;
  iconOnly: boolean;
}

const softBlue = '#e8f1f8';
const softBlueHover = '#d3e4f1';

function variantStyle(theme: Theme, variant: ButtonVariant): CSSObject {
  const { primary, brand } = theme.palette;
  switch (variant) {
    case 'primary':
      return {
        background: primary.main,
        color: primary.contrastText,
        '&:hover': { background: primary.dark },
      };
    case 'secondary':
      return {
        background: 'transparent',
        color: primary.main,
        borderColor: primary.main,
        '&:hover': { background: softBlue },
      };
    case 'tertiary':
      return {
        background: softBlue,
        color: primary.dark,
        '&:hover': { background: softBlueHover },
      };
    case 'brand':
      return {
        background: brand.main,
        color: brand.contrastText,
        '&:hover': { background: brand.dark },
      };
    case 'text':
      return {
        background: 'transparent',
        color: primary.main,
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        '&:hover': { background: softBlue },
      };
  }
}

/** The CSS of a button (or a link that looks like one). */
export function buttonStyle(theme: Theme, look: ButtonLook): CSSObject {
  const height = look.compact ? 36 : 44;
  return {
    display: look.fullWidth ? 'flex' : 'inline-flex',
    width: look.fullWidth ? '100%' : undefined,
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.spacing(1),
    boxSizing: 'border-box',
    minHeight: height,
    minWidth: look.iconOnly ? height : undefined,
    margin: 0,
    padding: look.iconOnly
      ? theme.spacing(1)
      : look.compact || look.variant === 'text'
        ? theme.spacing(0.5, 1.5)
        : theme.spacing(1, 3),
    border: '2px solid transparent',
    borderRadius: look.iconOnly ? '50%' : theme.shape.borderRadius,
    font: 'inherit',
    fontSize: look.compact ? '0.875rem' : '1rem',
    fontWeight: 600,
    lineHeight: 1.5,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: theme.transitions.create(['background-color', 'border-color']),
    '& > svg': { fontSize: look.compact ? '1.25rem' : '1.5rem' },
    ...variantStyle(theme, look.iconOnly ? 'text' : look.variant),
    ...(look.iconOnly ? { textDecoration: 'none' } : {}),
    '&:focus-visible': { outline: `3px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
    '&[aria-busy="true"]': { cursor: 'progress' },
    '&:disabled': {
      background: '#e0e0e0',
      color: '#595959',
      borderColor: 'transparent',
      cursor: 'not-allowed',
    },
  };
}
