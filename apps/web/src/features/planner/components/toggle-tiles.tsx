import { Check } from 'lucide-react';

interface ToggleTilesProps<T extends string> {
  legend: string;
  options: readonly T[];
  selected: readonly T[];
  label: (id: T) => string;
  onToggle: (id: T) => void;
}

/** A multi-select as toggle tiles (spec 2): each a button whose pressed state says whether it is chosen. */
export function ToggleTiles<T extends string>({ legend, options, selected, label, onToggle }: ToggleTilesProps<T>) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {options.map((id) => {
          const on = selected.includes(id);
          return (
            <button
              key={id}
              type="button"
              aria-pressed={on}
              onClick={() => onToggle(id)}
              className={`flex min-h-12 items-center justify-between gap-2 rounded-xl border px-3 py-2 text-left text-sm font-medium ${
                on ? 'border-teal-800 bg-teal-800 text-white' : 'border-sand-300 bg-white text-ink hover:border-teal-700'
              }`}
            >
              <span>{label(id)}</span>
              {on ? <Check aria-hidden="true" className="size-4 shrink-0" /> : null}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
