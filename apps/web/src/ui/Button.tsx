import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { type ButtonSize, type ButtonVariant, buttonStyles } from './buttonStyles';

export type ButtonProps = Omit<AriaButtonProps, 'className'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
};

/** An action button (React Aria: consistent press, keyboard and focus-visible behaviour). */
export function Button({ variant, size, className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={buttonStyles(variant, size, className)} />;
}
