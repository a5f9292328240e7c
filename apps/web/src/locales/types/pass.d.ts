import type pass from '../en/pass.json';

declare global {
  interface MizanNamespaces {
    pass: typeof pass;
  }
}
