import type contacts from '../en/contacts.json';

declare global {
  interface MizanNamespaces {
    contacts: typeof contacts;
  }
}
