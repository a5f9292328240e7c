import type planner from '../en/planner.json';

declare global {
  interface MizanNamespaces {
    planner: typeof planner;
  }
}
