import type fareRecord from '../en/fare-record.json';

declare global {
  interface MizanNamespaces {
    'fare-record': typeof fareRecord;
  }
}
