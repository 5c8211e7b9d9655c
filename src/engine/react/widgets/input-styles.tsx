/**
 * The native form controls the widgets render, with the look of `wizard.module.css`: theme
 * colours, a visible focus ring and a red border while `aria-invalid`. Native elements keep the
 * wizard chunk small (no MUI inputs) and behave as screen readers expect; a static stylesheet
 * keeps a keystroke's render free of style work.
 */
import type { ComponentProps } from 'react';
import { classNames } from '../../../ui/class-names';
import styles from '../wizard.module.css';

/** A text input, as wide as its field, or `chars` characters wide. */
export function Input({
  chars,
  className,
  style,
  ...props
}: ComponentProps<'input'> & { chars?: number }) {
  return (
    <input
      {...props}
      className={classNames(
        styles.control,
        chars === undefined ? styles.input : undefined,
        className,
      )}
      style={chars === undefined ? style : { ...style, width: `${chars + 3}ch` }}
    />
  );
}

/** A longer text (a message), as high as eight lines and higher at the member's wish. */
export function TextArea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea {...props} className={classNames(styles.control, styles.textarea, className)} />;
}

/** A native select. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select {...props} className={classNames(styles.control, className)} />;
}

/** An input with a fixed prefix (the euro sign) in front. */
export function Affixed({ className, ...props }: ComponentProps<'span'>) {
  return <span {...props} className={classNames(styles.affixed, className)} />;
}

/** A radio or checkbox with its label beside it. */
export function ChoiceRow({ className, ...props }: ComponentProps<'div'>) {
  return <div {...props} className={classNames(styles.choice, className)} />;
}
