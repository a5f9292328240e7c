import type install from '../en/install.json';

declare global {
  interface MizanNamespaces {
    install: typeof install;
  }
}
