import type meter from '../en/meter.json';

declare global {
  interface MizanNamespaces {
    meter: typeof meter;
  }
}
