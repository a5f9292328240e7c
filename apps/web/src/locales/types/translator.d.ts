import type translator from '../en/translator.json';

declare global {
  interface MizanNamespaces {
    translator: typeof translator;
  }
}
