import { Link, type LinkProps } from 'react-router';
import { type ButtonSize, type ButtonVariant, buttonStyles } from './buttonStyles';

export type ButtonLinkProps = Omit<LinkProps, 'className'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
};

/** Navigation that looks like a button; stays a real link so it can be opened in a new tab. */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link {...props} className={buttonStyles(variant, size, className)} />;
}
