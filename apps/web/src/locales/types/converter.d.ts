import type converter from '../en/converter.json';

declare global {
  interface MizanNamespaces {
    converter: typeof converter;
  }
}
