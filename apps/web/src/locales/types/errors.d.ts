import type errors from '../en/errors.json';

declare global {
  interface MizanNamespaces {
    errors: typeof errors;
  }
}
