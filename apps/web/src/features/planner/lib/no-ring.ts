import type { CSSProperties } from 'react';

/**
 * A heading focused to be read (a new step, the plan), not operated, shows no ring. Inline: index.css's unlayered
 * `:focus-visible` outline outranks any Tailwind utility, `outline-none` included, and Chromium counts a focus
 * given after a reload as visible.
 */
export const NO_RING: CSSProperties = { outline: 'none' };
