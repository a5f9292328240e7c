// Small predicates for the hand checks of stored records and API answers on screens whose first download goes
// without zod (ADR 022).

/** A plain object (not an array, not null), as zod's `z.object` accepts. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isText = (value: unknown): value is string => typeof value === 'string';

export const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);

export const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** One of a closed set of names, listed as a record so that a name added to the type must be added here too. */
export const isOneOf =
  <T extends string>(names: Record<T, true>) =>
  (value: unknown): value is T =>
    isText(value) && Object.hasOwn(names, value);
