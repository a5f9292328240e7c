// One look for every button and button-like link, so screens do not each restate the same classes.
const VARIANTS = {
  primary: 'bg-terracotta-600 text-white shadow-md hover:bg-terracotta-700',
  secondary: 'bg-teal-800 text-white hover:bg-teal-700',
  ghost: 'bg-white text-teal-800 ring-1 ring-teal-800/20 hover:bg-teal-50',
  outline: 'border border-teal-800 text-teal-900 hover:bg-teal-50',
  stop: 'bg-terracotta-700 text-white hover:bg-terracotta-600',
  /** Cannot be undone (deactivating a pass). */
  danger: 'bg-red-700 text-white hover:bg-red-800',
  /** On a dark card. */
  light: 'bg-sand-100 text-teal-900 hover:bg-white',
} as const;

const SIZES = {
  md: 'min-h-12 px-6 py-3',
  /** A secondary action beside others, e.g. 'use my location' under a field. */
  sm: 'min-h-11 px-4 py-2 text-sm',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export interface ButtonLook {
  /** Full width, as on the phone-sized cards. */
  block?: boolean;
  size?: ButtonSize;
}

// An icon beside a label keeps its size when large text wraps the label.
export function buttonClass(variant: ButtonVariant, { block = false, size = 'md' }: ButtonLook = {}): string {
  const width = block ? 'w-full' : '';
  return `inline-flex items-center justify-center gap-2 rounded-full font-semibold [&>svg]:shrink-0 disabled:opacity-70 aria-disabled:opacity-70 ${SIZES[size]} ${width} ${VARIANTS[variant]}`;
}
