import type home from '../en/home.json';

declare global {
  interface MizanNamespaces {
    home: typeof home;
  }
}
