import { useLayoutEffect } from 'react';
import type { RefObject } from 'react';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * A prerendered page's controls work before its scripts have run (ADR 021), and React leaves a hydrated
 * control's value as it finds it while the state still holds the page's: once, as the component mounts,
 * `take` gets what the visitor set there, when it differs from what was rendered, to put it in the state.
 */
export function useValueSetBeforeStart(
  control: RefObject<Control | null>,
  rendered: string,
  take: (value: string) => void,
): void {
  useLayoutEffect(() => {
    const value = control.current?.value;
    if (value !== undefined && value !== rendered) take(value);
    // Once: later renders keep the control and the state in step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
