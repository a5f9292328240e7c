import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { whenSettled } from '@/lib/when-settled';

// Reached once its top is in the upper three quarters of the screen: on a phone the pay page's checkout
// starts just under the fold, behind the bottom navigation, and is not yet what the visitor looks at.
const ON_SCREEN = { rootMargin: '0px 0px -25% 0px' };

/**
 * Whether `element` has come into view or the page has settled (lib/when-settled.ts), whichever is first; at
 * once when `active` is false, or where the browser cannot observe it.
 */
export function useOnScreenOrSettled(element: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [reached, setReached] = useState(false);
  const observable = typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    const target = element.current;
    if (!active || reached || !target || !observable) return;
    let done = false;
    const reach = () => {
      if (done) return;
      done = true;
      setReached(true);
    };
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && reach(),
      ON_SCREEN,
    );
    observer.observe(target);
    whenSettled(reach);
    return () => {
      done = true;
      observer.disconnect();
    };
  }, [element, active, reached, observable]);
  return !active || reached || !observable;
}
