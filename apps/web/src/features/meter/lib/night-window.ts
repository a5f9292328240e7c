// The fare record's night window (trip-export.ts, loaded with a finished ride's exports): the domain's rules with
// adhan's Maghreb. The idle card reads the rules without adhan (hooks/use-night-now.ts).
export { nightWindowAt } from '@mizan/domain/night/night';
export type { NightWindow } from '@mizan/domain/night/night-rules';
