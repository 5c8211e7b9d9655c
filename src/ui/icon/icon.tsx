// A decorative icon of the page frame, drawn inline with a static stylesheet: the frame shows its
// icons without MUI's SvgIcon, so neither MUI nor Emotion is needed to paint it. The text or the
// label of the element around it names what it does.
import { iconPaths, type IconName } from './icon-paths';
import classes from './icon.module.css';

export interface IconProps {
  /** Which drawing (icon-paths.ts). */
  name: IconName;
}

/** An icon, hidden from assistive technology. */
export function Icon({ name }: IconProps) {
  return (
    <svg className={classes.icon} viewBox="0 0 24 24" aria-hidden focusable="false">
      <path d={iconPaths[name]} />
    </svg>
  );
}
