import { useEffect } from 'react';

/**
 * The browser tab's title while the screen is shown (issue 11: each route names itself, in the visitor's
 * language). The next screen sets its own; index.html's title stands until the first screen renders.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
