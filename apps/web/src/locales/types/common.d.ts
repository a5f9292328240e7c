import type common from '../en/common.json';

declare global {
  interface MizanNamespaces {
    common: typeof common;
  }
}
