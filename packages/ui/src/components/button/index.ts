export { Button, type ButtonProps, type ButtonAsButtonProps, type ButtonAsLinkProps } from './button';
export type { ButtonSize, ButtonVariant } from './button.styles';
