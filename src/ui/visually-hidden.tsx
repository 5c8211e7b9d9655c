// Text for screen readers only (skip-link targets, badge counts, spinner labels).
import type { ComponentProps } from 'react';
import { classNames } from './class-names';
import classes from './visually-hidden.module.css';

/** Hidden visually, still read by assistive technology. */
export function VisuallyHidden({ className, ...props }: ComponentProps<'span'>) {
  return <span {...props} className={classNames(classes.hidden, className)} />;
}
