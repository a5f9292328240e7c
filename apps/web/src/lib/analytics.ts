// An analytics or advertising script may define `window.mizanTrackPageView` (spec 2: report a page view
// on every path or hash change "if one is present"). Without one this is a no-op.
declare global {
  interface Window {
    mizanTrackPageView?: (path: string) => void;
  }
}

export function reportPageView(path: string): void {
  try {
    window.mizanTrackPageView?.(path);
  } catch {
    // A broken third-party script must never break navigation.
  }
}
