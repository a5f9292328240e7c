import type { ReactNode } from 'react';

const TONES = {
  /** Something failed: read out at once (role alert). */
  error: { role: 'alert', className: 'border border-red-300 bg-red-50 text-red-800' },
  /** Worth knowing, nothing failed: read out when the reader is idle (role status). */
  notice: { role: 'status', className: 'bg-sand-100 text-ink' },
  /** The action worked. */
  success: { role: 'status', className: 'bg-teal-50 font-medium text-teal-800' },
} as const;

export type AlertTone = keyof typeof TONES;

/** The one look of a message about the last action (a failed call, a located address, a done deed). */
export function Alert({ tone = 'error', children }: { tone?: AlertTone; children: ReactNode }) {
  const { role, className } = TONES[tone];
  return (
    <p role={role} className={`rounded-lg p-3 text-sm ${className}`}>
      {children}
    </p>
  );
}
