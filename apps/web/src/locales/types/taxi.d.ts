import type taxi from '../en/taxi.json';

declare global {
  interface MizanNamespaces {
    taxi: typeof taxi;
  }
}
