import { createContext, useContext, useEffect } from 'react';

/**
 * Where a server render learns each screen's tab title (app/entry-prerender.tsx writes it into the page's
 * `<title>`): effects do not run there. The browser has no sink.
 */
export const DocumentTitleSink = createContext<((title: string) => void) | null>(null);

/**
 * The browser tab's title while the screen is shown (issue 11: each route names itself, in the visitor's
 * language). The next screen sets its own; index.html's title stands until the first screen renders.
 */
export function useDocumentTitle(title: string): void {
  useContext(DocumentTitleSink)?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
