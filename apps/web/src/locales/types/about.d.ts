import type about from '../en/about.json';

declare global {
  interface MizanNamespaces {
    about: typeof about;
  }
}
