import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { reportPageView } from '@/lib/analytics';

/** Spec 2: on every path or hash change, scroll to the hash target (or the top) and report a page view. */
export function useRouteChangeEffects(): void {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    reportPageView(`${pathname}${search}${hash}`);
    // The query string alone is not a page change (filters, pay trigger).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, hash]);
}
