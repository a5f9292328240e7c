import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { buttonClass } from './button-styles';
import type { ButtonVariant } from './button-styles';

interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
}

export function ButtonLink({ to, children, variant = 'primary' }: ButtonLinkProps) {
  return (
    <Link to={to} className={buttonClass(variant)}>
      {children}
    </Link>
  );
}
