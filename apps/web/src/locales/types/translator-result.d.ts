import type translatorResult from '../en/translator-result.json';

declare global {
  interface MizanNamespaces {
    'translator-result': typeof translatorResult;
  }
}
