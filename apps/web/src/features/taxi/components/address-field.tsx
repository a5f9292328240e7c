import { memo, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode, Ref } from 'react';
import type { AutocompletePrediction } from '@mizan/contracts/taxi';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MIN_AUTOCOMPLETE_LENGTH } from '@mizan/contracts/taxi-limits';
import type { LatLng } from '@mizan/domain/geo/distance';
import { isLanguage } from '@/lib/i18n';
import { useAutocomplete } from '@/lib/places/get-autocomplete';
import type { QueryClientLoader } from '@/lib/query-client';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { typed } from '../lib/trip-field';
import type { TripField } from '../lib/trip-field';

const DEBOUNCE_MS = 300;
// The same objects on every render, so that a keystroke renders neither the icon nor an unchanged list.
const PIN = <MapPin aria-hidden="true" className="ml-3 size-5 shrink-0 text-terracotta-600" />;
const NO_PREDICTIONS: AutocompletePrediction[] = [];

interface AddressFieldProps {
  label: string;
  /** The field's name in the form the browser sends itself before the page's scripts run (lib/sent-trip.ts). */
  name: string;
  placeholder: string;
  /**
   * What the field shows when it is filled from outside (a pending trip, a located position, a swap): a new
   * object each time. What the visitor types or picks is the field's own state, told through `onChange`, so
   * a keystroke renders this field alone, not the form around it (issue 15: no task over 50 ms while typing).
   */
  value: TripField;
  onChange: (value: TripField) => void;
  /** Enter with no suggestion highlighted (departure: move on to arrival). */
  onEnter?: () => void;
  near?: LatLng;
  /** The app's query client, loaded with the first suggestions asked for (ADR 022). */
  queries: QueryClientLoader;
  inputRef?: Ref<HTMLInputElement>;
  /** What is wrong with this field's address (an estimate's 'address not found'), shown under the input. */
  error?: ReactNode;
  /** Under the input, e.g. 'use my location'. */
  children?: ReactNode;
}

/**
 * An address input with suggestions (spec 2, 5), as an ARIA combobox: the list opens on focus or typing,
 * asks from 3 characters after 300 ms of quiet, closes on a choice, Escape, a click outside or when the field
 * loses focus (the keyboard's Go sends the form: the list must not stay over the result); arrows move through
 * it and Enter picks.
 */
export const AddressField = memo(function AddressField({
  label,
  name,
  placeholder,
  value,
  onChange,
  onEnter,
  near,
  queries,
  inputRef,
  error,
  children,
}: AddressFieldProps) {
  const { i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  const id = useId();
  const listId = `${id}-list`;
  const wrapper = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [field, setField] = useState(value);
  // A value filled in from outside replaces what was typed (state adjusted to a prop during render).
  const [filled, setFilled] = useState(value);
  if (value !== filled) {
    setFilled(value);
    setField(value);
  }
  const change = useCallback(
    (next: TripField) => {
      setField(next);
      onChange(next);
    },
    [onChange],
  );

  // Text typed into the prerendered page before its scripts ran is in the input, not in the state: React
  // leaves a hydrated input's value as it finds it, so the next render would wipe it and an estimate would
  // not see it. Taken as typed, once, when the field mounts (hydrated or not, the input then shows the state).
  useLayoutEffect(() => {
    const input = wrapper.current?.querySelector('input');
    if (!input?.value || input.value === field.text) return;
    const next = typed(input.value);
    setField(next);
    onChange(next);
    // Still typing in it: its suggestions open as they would have.
    if (document.activeElement === input) setOpen(true);
    // Once: later renders keep the input and the state in step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const query = useDebouncedValue(field.text, DEBOUNCE_MS);
  const long = field.text.trim().length >= MIN_AUTOCOMPLETE_LENGTH;
  const data = useAutocomplete(query, near, lang, queries);
  // Under 3 characters the list is cleared at once, not after the debounce.
  const predictions = long ? (data ?? NO_PREDICTIONS) : NO_PREDICTIONS;
  const expanded = open && predictions.length > 0;

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  // Stable while the suggestions are, so that the list (memoised) is not rendered by a keystroke.
  const choose = useCallback(
    (index: number) => {
      const prediction = predictions[index];
      if (!prediction) return;
      change({ text: prediction.description, ref: prediction.placeId });
      setOpen(false);
      setActive(-1);
    },
    [predictions, change],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (predictions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + predictions.length) % predictions.length);
    } else if (event.key === 'Enter') {
      if (expanded && active >= 0) {
        event.preventDefault();
        choose(active);
      } else if (onEnter) {
        event.preventDefault();
        setOpen(false);
        onEnter();
      }
    } else if (event.key === 'Escape' && open) {
      // Also while the suggestions for new text are still on their way: they must not pop up afterwards.
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div ref={wrapper} className="relative">
      <label htmlFor={`${id}-input`} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative mt-1 flex items-center rounded-xl border border-sand-300 bg-sand-50 focus-within:border-teal-700">
        {PIN}
        <input
          ref={inputRef}
          id={`${id}-input`}
          name={name}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoComplete="off"
          // The departure's Enter moves on to the arrival; the arrival's sends the form.
          enterKeyHint={onEnter ? 'next' : 'go'}
          maxLength={200}
          placeholder={placeholder}
          value={field.text}
          onFocus={() => setOpen(true)}
          onChange={(event) => {
            change(typed(event.target.value));
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          // A suggestion keeps the focus (its mousedown is cancelled), so this is never a choice being made.
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
          className="min-h-12 w-full rounded-xl bg-transparent px-3 text-base text-ink outline-none placeholder:text-muted"
        />
        <Suggestions
          id={id}
          listId={listId}
          field={label}
          predictions={predictions}
          expanded={expanded}
          active={active}
          onChoose={choose}
          onActive={setActive}
        />
      </div>
      {error ? (
        <div id={`${id}-error`} className="mt-2">
          {error}
        </div>
      ) : null}
      {children}
    </div>
  );
});

/** The suggestions' listbox: rendered when they, the highlighted one or the field's openness change. */
const Suggestions = memo(function Suggestions({
  id,
  listId,
  field,
  predictions,
  expanded,
  active,
  onChoose,
  onActive,
}: {
  id: string;
  listId: string;
  /** The field's label, in the list's own label. */
  field: string;
  predictions: AutocompletePrediction[];
  expanded: boolean;
  active: number;
  onChoose: (index: number) => void;
  onActive: (index: number) => void;
}) {
  const { t } = useTranslation('taxi');
  return (
    <ul
      id={listId}
      role="listbox"
      aria-label={t('form.suggestions', { field })}
      hidden={!expanded}
      className="absolute inset-x-0 top-full z-30 mt-1 max-h-[15rem] overflow-y-auto rounded-xl border border-sand-200 bg-white py-1 shadow-lg"
    >
      {predictions.map((prediction, index) => (
        <li
          key={prediction.placeId}
          id={`${id}-option-${index}`}
          role="option"
          aria-selected={index === active}
          // Keep the input focused: the choice is made on click, after this.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(index)}
          onMouseEnter={() => onActive(index)}
          className={`cursor-pointer px-4 py-3 text-sm text-ink ${index === active ? 'bg-teal-50 text-teal-900' : ''}`}
        >
          {prediction.description}
        </li>
      ))}
    </ul>
  );
});
