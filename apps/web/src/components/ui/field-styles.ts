// One look for every text-like field (input, select trigger), so forms do not each restate the same classes.
export const FIELD_CLASS =
  'mt-1 block min-h-12 w-full rounded-lg border border-sand-300 bg-white px-3 text-base text-ink outline-none focus:border-teal-700 focus:ring-2 focus:ring-teal-700/30';
