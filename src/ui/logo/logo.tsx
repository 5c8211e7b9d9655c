// Draws a logo from the catalogue; a missing one warns on the console (spec section 8).
import { logos } from './logos';

export interface LogoProps {
  /** Name in the catalogue (`logos.tsx`). */
  name: string;
  /** Accessible name. */
  title: string;
  /** Height in px; default 40. */
  height?: number;
}

export function Logo({ name, title, height = 40 }: LogoProps) {
  const Drawing = logos[name];
  if (!Drawing) {
    console.warn(`Logo "${name}" is missing from the logo catalogue`);
    return null;
  }
  return <Drawing title={title} height={height} />;
}
