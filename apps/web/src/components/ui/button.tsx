import type { ButtonHTMLAttributes } from 'react';
import { buttonClass } from './button-styles';
import type { ButtonVariant } from './button-styles';

interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  variant?: ButtonVariant;
  /** Full width, as on the phone-sized cards. */
  block?: boolean;
}

export function Button({ variant = 'primary', block = false, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, { block })} {...props} />;
}
