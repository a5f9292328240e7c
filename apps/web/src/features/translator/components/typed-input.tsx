import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { StoredDirection } from '@mizan/contracts/translate-limits';
import type { Language } from '@mizan/domain/text/language';
import { Button } from '@/components/ui/button';
import { FIELD_CLASS } from '@/components/ui/field-styles';
import { useValueSetBeforeStart } from '@/hooks/use-value-set-before-start';
import { TARGET_NAMES } from '../lib/direction';

interface TypedInputProps {
  direction: StoredDirection;
  language: Language;
  /** False while the phrasebook's translator is still loading (or could not load). */
  ready: boolean;
  /** The phrasebook's translator could not load (offline before it was ever cached). */
  failed: boolean;
  /** The server's larger translator has been asked; the phrasebook's answer shows meanwhile. */
  searching: boolean;
  /** The field's text, kept by the screen (a text sent to the AI translator comes back from the pay page). */
  text: string;
  onTextChange: (text: string) => void;
  onTranslate: (text: string) => void;
  /** The field got focus: the phrasebook's translator is fetched now if it is not there yet. */
  onFocus: () => void;
}

/** Beyond the spec: a text field beside the microphone, translated on the phone by the embedded memory. */
export function TypedInput({
  direction,
  language,
  ready,
  failed,
  searching,
  text,
  onTextChange,
  onTranslate,
  onFocus,
}: TypedInputProps) {
  const { t } = useTranslation('translator');
  const id = useId();
  const toDarija = direction === 'target-to-darija';
  const field = useRef<HTMLInputElement>(null);
  // Once the visitor has touched the field (or typed before the page was hydrated), a phrasebook not there yet is
  // said, not left to a greyed button.
  const [touched, setTouched] = useState(false);
  useValueSetBeforeStart(field, text, onTextChange);
  // A phrase sent (a tap, or Enter) while the phrasebook is still loading is translated once it is there: with the
  // button greyed, Enter did nothing and the visitor had to send it again.
  const waiting = useRef(false);
  useEffect(() => {
    if (!ready || !waiting.current) return;
    waiting.current = false;
    onTranslate(text);
  }, [ready, text, onTranslate]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) {
      onTranslate(text);
      return;
    }
    setTouched(true);
    waiting.current = true;
    onFocus();
  };
  return (
    <form onSubmit={submit} className="w-full">
      <label htmlFor={id} className="text-sm font-semibold text-teal-900">
        {t('typed.label')}
      </label>
      {/* The field takes the card's width (its hint for Darija is long), the button under it: the microphone
          stays the one strong colour of the card. */}
      <div className="space-y-2">
        <input
          ref={field}
          id={id}
          type="text"
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          onFocus={() => {
            setTouched(true);
            onFocus();
          }}
          placeholder={
            toDarija
              ? t('typed.placeholderToDarija', { language: TARGET_NAMES[language] })
              : t('typed.placeholderFromDarija')
          }
          lang={toDarija ? language : undefined}
          dir="auto"
          autoComplete="off"
          enterKeyHint="go"
          className={FIELD_CLASS}
        />
        <Button type="submit" variant="secondary" size="sm" block disabled={failed}>
          <Languages aria-hidden="true" className="size-4" />
          {t('typed.submit')}
        </Button>
        <p
          role="status"
          data-testid="typed-searching"
          className={`text-sm ${failed ? 'text-red-800' : 'text-muted'}`}
        >
          {failed
            ? t('typed.unavailable')
            : searching
              ? t('typed.searching')
              : (touched || text !== '') && !ready
                ? t('typed.loading')
                : ''}
        </p>
      </div>
    </form>
  );
}
