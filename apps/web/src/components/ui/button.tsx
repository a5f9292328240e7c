import type { ButtonHTMLAttributes } from 'react';
import { buttonClass } from './button-styles';
import type { ButtonLook, ButtonVariant } from './button-styles';

interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'>, ButtonLook {
  variant?: ButtonVariant;
  /**
   * Its action is under way: taps do nothing (a submit button no longer submits) and it says so (aria-disabled),
   * yet it keeps the focus. `disabled` would drop a keyboard's or a screen reader's focus to the page's start in
   * Chromium, away from the answer about to come.
   */
  busy?: boolean;
}

export function Button({
  variant = 'primary',
  block,
  size,
  type = 'button',
  busy = false,
  onClick,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass(variant, { block, size })}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
      {...props}
    />
  );
}
