import type { ReactNode } from 'react';

interface CardProps {
  children: ReactNode;
  className?: string;
  id?: string;
  labelledBy?: string;
}

export function Card({ children, className = '', id, labelledBy }: CardProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={`rounded-2xl border border-sand-200 bg-white p-5 shadow-sm ${className}`}>
      {children}
    </section>
  );
}
