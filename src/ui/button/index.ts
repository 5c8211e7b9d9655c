export { Button, type ButtonProps, type ButtonVariant } from './button';
export { buttonStyle, type ButtonLook } from './button-styles';
