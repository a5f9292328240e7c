/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPPORT_EMAIL?: string;
}

declare module 'virtual:content-dates' {
  /** The content's fixed dates written out per language at build time (build/content-dates.ts). */
  export const CONTENT_DATES: Readonly<Record<string, Readonly<Record<string, string>>>>;
}
