import type auth from '../en/auth.json';

declare global {
  interface MizanNamespaces {
    auth: typeof auth;
  }
}
