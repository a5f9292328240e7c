import type language from '../en/language.json';

declare global {
  interface MizanNamespaces {
    language: typeof language;
  }
}
