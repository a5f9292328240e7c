import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  MAX_TYPED_TEXT_CHARS,
  TRANSLATE_UPLOAD_ABORT_MS,
  directionOfStored,
} from '@mizan/contracts/translate-limits';
import type { StoredDirection } from '@mizan/contracts/translate-limits';
import type { TranslatorStatus } from '@mizan/contracts/translate';
import { ApiError } from '@/lib/api-client';
import { postTranslateText } from '../api/post-translate-text';
import { postTranslateTextModel } from '../api/post-translate-text-model';
import { pendingTypedStore } from '../lib/pending-typed';
import { typedDraftStore } from '../lib/typed-draft';
import { asksFurther, modelOutcome, offersModel, typedOutcome } from '../lib/translation';
import type { TranslationOutcome, TypedAsk } from '../lib/translation';
import { loadEmbedded } from './use-embedded';
import type { EmbeddedTranslator } from './use-embedded';

/** Why the AI translator gave no answer (the embedded answer stays on screen). */
export type ModelProblem = 'timeout' | 'unavailable' | 'offline' | 'no-use-left';

export type ModelState =
  { status: 'idle' } | { status: 'asking' } | { status: 'failed'; problem: ModelProblem };

const IDLE: ModelState = { status: 'idle' };

class TooLate extends Error {}

/** The call's answer, or TooLate at the screen's limit (spec 9's upload limit; the server answers 504 sooner). */
function within<T>(call: Promise<T>, ms: number): Promise<T> {
  let timer: number | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = window.setTimeout(() => reject(new TooLate()), ms);
  });
  return Promise.race([call, late]).finally(() => window.clearTimeout(timer));
}

function problemOf(error: unknown): ModelProblem {
  if (error instanceof TooLate) return 'timeout';
  if (error instanceof ApiError) return error.code === 'provider_timeout' ? 'timeout' : 'unavailable';
  return 'offline';
}

export interface TypedTranslationOptions {
  embedded: EmbeddedTranslator | null;
  /** Fetches the embedded translator's chunk (a visitor back from the pay page has not focused the field). */
  wantEmbedded: () => void;
  /** The server's translator status; undefined until it answers. */
  status: TranslatorStatus | undefined;
  /** Asks the status again: a paid answer may have spent the last use. */
  refreshStatus: () => void;
  setDirection: (direction: StoredDirection) => void;
  /** An answer to show (not kept: more may come). */
  show: (outcome: TranslationOutcome) => void;
  /** The final answer: shown and kept in the history. */
  settle: (outcome: TranslationOutcome) => void;
  /** The paywall: remembers where the visitor was and goes to /pay?t=translate. */
  onPaymentRequired: () => Promise<void>;
}

/**
 * Typed text (beyond the spec). The phone's phrasebook answers at once; when it refuses or only knows a weak
 * closest phrase, the phone is online and the server's embedded translator knows more in the visitor's language
 * (its status says which: DODa is English), that translator is asked and its answer replaces the phrasebook's.
 * When the final answer is not an exact phrase and the server has a language model, the AI translator is
 * offered: one tap, one 'translate' use. Its 402 keeps the text (session storage) and goes to
 * the pay page; back on /transcribe the text is in the field again and sent to the AI translator. Its failures
 * leave the embedded answer on screen with a message. Only final answers go into the history.
 */
export function useTypedTranslation(options: TypedTranslationOptions) {
  const optionsRef = useRef(options);
  useLayoutEffect(() => {
    optionsRef.current = options;
  });
  const [text, setShownText] = useState('');
  const setText = useCallback((next: string) => {
    setShownText(next);
    if (next === '') typedDraftStore.remove();
    else typedDraftStore.write(next);
  }, []);
  // The server's embedded answer is awaited; `turn` tells an answer for an older text or another tab.
  const [searching, setSearching] = useState(false);
  // The text the AI translator is offered for (null: no offer), and how its call goes.
  const [offer, setOffer] = useState<TypedAsk | null>(null);
  const [model, setModel] = useState<ModelState>(IDLE);
  const turn = useRef(0);

  /** What is on screen now belongs to another text, a voice answer or the other tab. */
  const forget = useCallback(() => {
    turn.current += 1;
    setSearching(false);
    setOffer(null);
    setModel(IDLE);
  }, []);

  const askModel = useCallback(async (ask: TypedAsk, resumed = false) => {
    const mine = turn.current;
    setModel({ status: 'asking' });
    pendingTypedStore.write(ask);
    try {
      const answer = await within(
        postTranslateTextModel({
          text: ask.text.trim(),
          direction: directionOfStored(ask.direction),
          targetLang: ask.language,
        }),
        TRANSLATE_UPLOAD_ABORT_MS,
      );
      pendingTypedStore.remove();
      optionsRef.current.refreshStatus();
      // A paid answer is kept even when the visitor has moved on; it shows only where it was asked.
      const outcome = modelOutcome(answer, ask, Date.now());
      if (mine !== turn.current) {
        optionsRef.current.settle(outcome);
        return;
      }
      setOffer(null);
      setModel(IDLE);
      optionsRef.current.settle(outcome);
    } catch (error) {
      // No use left: the pay page, and the text comes back with the visitor. Back from it still without one
      // (the pay page was left without buying), the offer stays and says so, rather than sending them again.
      if (error instanceof ApiError && error.status === 402 && !resumed) {
        await optionsRef.current.onPaymentRequired();
        return;
      }
      pendingTypedStore.remove();
      if (mine !== turn.current) return;
      setModel({
        status: 'failed',
        problem: error instanceof ApiError && error.status === 402 ? 'no-use-left' : problemOf(error),
      });
    }
  }, []);

  const translate = useCallback(
    async (typed: TypedAsk, resumed = false, loaded?: EmbeddedTranslator) => {
      const { status } = optionsRef.current;
      const embedded = loaded ?? optionsRef.current.embedded;
      if (!embedded) return;
      forget();
      // Arabic script typed in the tab into Darija is Darija: translated from it, in that tab.
      const direction = embedded.typedDirection(typed.text, typed.direction);
      if (direction !== typed.direction) optionsRef.current.setDirection(direction);
      const ask = { ...typed, direction };
      const mine = turn.current;
      const words = ask.text.trim();
      const online = navigator.onLine;
      const local = embedded.translateTyped(ask.text, ask.direction, ask.language, Date.now());
      const memoryKnowsMore = status === undefined || status.memoryLanguages.includes(ask.language);
      const further =
        !resumed && online && memoryKnowsMore && words.length <= MAX_TYPED_TEXT_CHARS && asksFurther(local);
      let found = local;
      if (further) {
        optionsRef.current.show(local);
        setSearching(true);
        try {
          const answer = await postTranslateText({
            text: words,
            direction: directionOfStored(ask.direction),
            targetLang: ask.language,
          });
          found = typedOutcome(answer, ask.text, ask.direction, ask.language, Date.now());
        } catch {
          // The phrasebook's answer stands.
        }
        if (mine !== turn.current) return;
        setSearching(false);
      }
      if (resumed) {
        // Back from the pay page: the AI translator was asked for this text; the phone's answer shows meanwhile.
        optionsRef.current.show(found);
        setOffer(ask);
        await askModel(ask, true);
        return;
      }
      optionsRef.current.settle(found);
      const model = optionsRef.current.status?.model === true;
      if (model && online && words.length <= MAX_TYPED_TEXT_CHARS && offersModel(found)) setOffer(ask);
    },
    [askModel, forget],
  );

  // Back from the pay page (or a reload) with a text that was going to the AI translator: the tab is the one it
  // was typed in, and once the phrasebook is there the text is in the field again and translated.
  useEffect(() => {
    const ask = pendingTypedStore.read();
    if (!ask) {
      // A reload keeps what was typed (after hydration: the prerendered field is empty), unless the visitor has
      // typed again since.
      const draft = typedDraftStore.read();
      // Session storage is the browser's alone: read once hydrated (ADR 021), then taken in.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (draft) setShownText((current) => current || draft);
      return;
    }
    optionsRef.current.setDirection(ask.direction);
    optionsRef.current.wantEmbedded();
    let live = true;
    loadEmbedded().then(
      (embedded) => {
        if (!live) return;
        setText(ask.text);
        void translate(ask, true, embedded);
      },
      () => {
        // Offline before the phrasebook was cached: the text at least is back.
        if (live) setText(ask.text);
      },
    );
    return () => {
      live = false;
    };
  }, [setText, translate]);

  return {
    text,
    setText,
    searching,
    /** The AI translator is offered for the answer on screen (the server has a model). */
    offer,
    model,
    translate: (ask: TypedAsk) => void translate(ask),
    askModel: () => {
      if (offer && model.status !== 'asking') void askModel(offer);
    },
    forget,
  };
}
