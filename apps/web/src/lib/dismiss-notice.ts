import { toastHost } from './notify';

// Apart from notify.ts, which every screen loads: only the planner takes a toast back (ADR 022's budgets).

/** Takes the message off the screen once what it said no longer holds (a planner step that has moved on). */
export function dismissNotice(): void {
  if (toastHost.isRequested()) void import('sonner').then(({ toast }) => toast.dismiss());
}
