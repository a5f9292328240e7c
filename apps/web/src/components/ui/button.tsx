import type { ButtonHTMLAttributes } from 'react';
import { buttonClass } from './button-styles';
import type { ButtonLook, ButtonVariant } from './button-styles';

interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'>, ButtonLook {
  variant?: ButtonVariant;
}

export function Button({ variant = 'primary', block, size, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, { block, size })} {...props} />;
}
