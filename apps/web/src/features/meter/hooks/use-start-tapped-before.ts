import { useEffect, useEffectEvent } from 'react';

interface StartTappedBefore {
  /** The browser's popover the Start button opens with `popovertarget`, which works before any script runs. */
  noteId: string;
  /** False for the card drawn from the prerendered page, true for the one drawn again for the device. */
  fromDevice: boolean;
  /** Start was tapped on the prerendered page (kept above both cards). */
  tapped: boolean;
  onTapped: () => void;
  start: () => void;
}

/**
 * A tap on Start before the page's scripts ran (seconds on roaming data) is kept rather than lost: it opened the
 * note, which the card drawn from the prerendered page finds open as it mounts, closes and reports; the card
 * drawn again for the device then starts the meter, once, as it mounts.
 */
export function useStartTappedBefore({
  noteId,
  fromDevice,
  tapped,
  onTapped,
  start,
}: StartTappedBefore): void {
  const onMount = useEffectEvent(() => {
    if (fromDevice) {
      if (tapped) start();
      return;
    }
    const note = document.getElementById(noteId);
    // A browser without popovers (and jsdom) opened nothing.
    if (note && 'hidePopover' in note && note.matches(':popover-open')) {
      note.hidePopover();
      onTapped();
    }
  });
  useEffect(() => onMount(), []);
}
