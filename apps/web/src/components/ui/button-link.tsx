import { Link } from 'react-router';
import type { ReactNode } from 'react';

const VARIANTS = {
  primary: 'bg-terracotta-600 text-white shadow-md hover:bg-terracotta-700',
  secondary: 'bg-teal-800 text-white hover:bg-teal-700',
  ghost: 'bg-white text-teal-800 ring-1 ring-teal-800/20 hover:bg-teal-50',
} as const;

interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  variant?: keyof typeof VARIANTS;
}

export function ButtonLink({ to, children, variant = 'primary' }: ButtonLinkProps) {
  return (
    <Link to={to} className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 font-semibold ${VARIANTS[variant]}`}>
      {children}
    </Link>
  );
}
