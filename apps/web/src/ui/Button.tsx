import { type ButtonHTMLAttributes, type ReactNode, useEffect, useRef } from 'react';
import { type ButtonSize, type ButtonVariant, buttonStyles } from './buttonStyles';
import { replayEarlyPressOn } from './earlyPress';

export type ButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'disabled' | 'onClick' | 'children'
> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children?: ReactNode;
  onPress?: () => void;
  isDisabled?: boolean;
  /** Busy with what it started: stays focusable and announced as unavailable, and ignores presses. */
  isPending?: boolean;
};

/**
 * An action button. A native <button> on purpose: it is on every first screen, and the browser's
 * own button already gives keyboard, touch and focus-visible behaviour, so the first load carries no
 * press-handling library. Composite widgets (menus, dialogs, pickers) keep React Aria, and a
 * trigger inside one of them uses React Aria's Button with `buttonStyles`.
 */
export function Button({
  variant,
  size,
  className,
  onPress,
  isDisabled,
  isPending,
  type = 'button',
  ...props
}: ButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  // Pressed before the page was the app's (ui/earlyPress.ts): acted on now that it has its handler.
  useEffect(() => replayEarlyPressOn(ref.current), []);
  return (
    <button
      {...props}
      ref={ref}
      type={type}
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      data-pending={isPending || undefined}
      onClick={isPending ? undefined : onPress}
      className={buttonStyles(variant, size, className)}
    />
  );
}
