// One look for every button and button-like link, so screens do not each restate the same classes.
const VARIANTS = {
  primary: 'bg-terracotta-600 text-white shadow-md hover:bg-terracotta-700',
  secondary: 'bg-teal-800 text-white hover:bg-teal-700',
  ghost: 'bg-white text-teal-800 ring-1 ring-teal-800/20 hover:bg-teal-50',
  outline: 'border border-teal-800 text-teal-900 hover:bg-teal-50',
  stop: 'bg-terracotta-700 text-white hover:bg-terracotta-600',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

export function buttonClass(variant: ButtonVariant, options: { block?: boolean } = {}): string {
  const width = options.block ? 'w-full' : '';
  return `inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 font-semibold disabled:opacity-70 ${width} ${VARIANTS[variant]}`;
}
