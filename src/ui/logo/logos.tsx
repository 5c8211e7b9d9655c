// The logo catalogue by name (spec section 3: pictogram and logo catalogue). Each logo is an
// inline SVG so it needs no request and no extra CSP source.
import type { ReactElement } from 'react';

/** A logo drawing; `title` is its accessible name. */
export type LogoDrawing = (props: { title: string; height: number }) => ReactElement;

const PortalLogo: LogoDrawing = ({ title, height }) => (
  <svg role="img" aria-label={title} height={height} viewBox="0 0 120 40" focusable="false">
    <rect x="0" y="0" width="40" height="40" rx="8" fill="#00528a" />
    <path d="M9 29V11l11 10 11-10v18" fill="none" stroke="#fff" strokeWidth="4" />
    <rect x="48" y="12" width="66" height="6" rx="3" fill="#00528a" />
    <rect x="48" y="24" width="44" height="6" rx="3" fill="#b83d00" />
  </svg>
);

const PartnerLogo: LogoDrawing = ({ title, height }) => (
  <svg role="img" aria-label={title} height={height} viewBox="0 0 80 40" focusable="false">
    <circle cx="20" cy="20" r="18" fill="#6a1b9a" />
    <circle cx="20" cy="20" r="8" fill="#fff" />
    <rect x="44" y="16" width="34" height="8" rx="4" fill="#6a1b9a" />
  </svg>
);

export const logos: Record<string, LogoDrawing> = {
  portal: PortalLogo,
  partner: PartnerLogo,
};
