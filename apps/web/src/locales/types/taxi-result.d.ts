import type taxiResult from '../en/taxi-result.json';

declare global {
  interface MizanNamespaces {
    'taxi-result': typeof taxiResult;
  }
}
