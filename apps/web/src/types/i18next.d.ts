import 'i18next';

// Typed keys: each namespace adds itself to MizanNamespaces in src/locales/types/<namespace>.d.ts,
// derived from its English file, so t('home:hero.title') is checked by the compiler.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface MizanNamespaces {}
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: MizanNamespaces;
    returnNull: false;
  }
}
