import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import type { StoredDirection } from '@mizan/contracts/translate-limits';
import type { Phrase } from '@mizan/domain/translate/phrase';
import { LANGUAGES } from '@mizan/domain/text/language';
import type { Language } from '@mizan/domain/text/language';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { loadOnce } from '@/lib/load-once';
import { whenSettled } from '@/lib/when-settled';
import { useTranslatorStatus } from '../api/get-translator-status';
import { useDirection } from '../hooks/use-direction';
import { loadEmbedded, useEmbedded } from '../hooks/use-embedded';
import { useFavourites } from '../hooks/use-favourites';
import { useHistory } from '../hooks/use-history';
import { usePlayback } from '../hooks/use-playback';
import { useTypedTranslation } from '../hooks/use-typed-translation';
import { useVoiceTranslator } from '../hooks/use-voice-translator';
import { useVoices } from '../hooks/use-voices';
import { pickVoice } from '../lib/speech-synthesis';
import type { TranslationOutcome, TranslationRecord } from '../lib/translation';
import { ArticulateHint } from './articulate-hint';
import { DirectionTabs } from './direction-tabs';
import { HistoryList } from './history-list';
import { MicPanel } from './mic-panel';
import { Phrasebook } from './phrasebook';
import { TypedInput } from './typed-input';
import { VoiceNotice } from './voice-notice';

// The show view is a Radix dialog (about 14 KB gzip): it loads when a phrase or a translation is shown.
const ShowView = lazy(() => import('./show-view').then((m) => ({ default: m.ShowView })));
// The hidden beta (the realtime session and its panel) loads when it is opened.
// A result can only come after the visitor's first touch of the microphone or the field (or a tap on the history):
// its card is asked for then, or once the page has settled, and is there long before the answer.
// Its texts (and the show view's) are a namespace of their own, fetched with it: not part of the first load.
const loadResultCard = loadOnce(() =>
  Promise.all([import('./result-card'), i18next.loadNamespaces('translator-result')]).then(([m]) => m),
);
const ResultCard = lazy(() => loadResultCard().then((m) => ({ default: m.ResultCard })));
// A failed fetch here is tried again (and shown) when a result renders.
const preloadResultCard = () => void loadResultCard().catch(() => undefined);
const RealtimeBeta = lazy(() => import('./realtime-beta').then((m) => ({ default: m.RealtimeBeta })));

interface TranslatorScreenProps {
  /** The hidden beta (title double-tap): the tabs give way to a realtime voice session. */
  beta: boolean;
  /** The paywall's way to /pay?t=translate (given by the screen that composes the features). */
  onPaymentRequired: () => Promise<void>;
}

const PANEL_ID = 'translator-panel';

function visitorLanguage(value: string | undefined): Language {
  const base = (value ?? 'en').split('-')[0]!;
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : 'en';
}

/** The translator (spec 2 "Translator", 4, 8; and what works with no key and no network). */
export function TranslatorScreen({ beta, onPaymentRequired }: TranslatorScreenProps) {
  const { t, i18n } = useTranslation('translator');
  const language = visitorLanguage(i18n.resolvedLanguage ?? i18n.language);
  const [direction, setDirection] = useDirection();
  const voices = useVoices();
  const { embedded, failed, want: wantEmbedded } = useEmbedded(direction, language);
  const history = useHistory();
  const favourites = useFavourites();
  const playback = usePlayback(voices);
  const [outcome, setOutcome] = useState<TranslationOutcome | null>(null);
  useEffect(() => whenSettled(preloadResultCard), []);
  const [audio, setAudio] = useState<{ id: string; blob: Blob } | null>(null);
  const [showing, setShowing] = useState<{
    darija: TranslationRecord['darija'];
    meaning?: string;
    of?: TranslationRecord;
  } | null>(null);

  const addHistory = history.add;
  const onOutcome = useCallback(
    (next: TranslationOutcome, spoken: Blob | null) => {
      setOutcome(next);
      if (next.record) {
        addHistory(next.record);
        setAudio(spoken ? { id: next.record.id, blob: spoken } : null);
      }
    },
    [addHistory],
  );

  const translatorStatus = useTranslatorStatus();
  const status = translatorStatus.status;
  const typed = useTypedTranslation({
    embedded,
    wantEmbedded,
    status,
    refreshStatus: translatorStatus.refresh,
    setDirection,
    show: setOutcome,
    settle: useCallback((next: TranslationOutcome) => onOutcome(next, null), [onOutcome]),
    onPaymentRequired,
  });
  const forgetTyped = typed.forget;
  // A voice answer replaces a typed one, and the AI translator's offer with it.
  const onVoiceOutcome = useCallback(
    (next: TranslationOutcome, spoken: Blob | null) => {
      forgetTyped();
      onOutcome(next, spoken);
    },
    [forgetTyped, onOutcome],
  );

  // A clip heard by the browser's recognition is translated by the phone's memory: the screen's own copy (the
  // phrasebook card) shows from then on too, not only after a focus, a scroll or the settled page.
  const loadEmbeddedForVoice = useCallback(() => {
    wantEmbedded();
    return loadEmbedded();
  }, [wantEmbedded]);
  const voice = useVoiceTranslator({
    direction,
    language,
    voices,
    status,
    onStatus: translatorStatus.set,
    loadEmbedded: loadEmbeddedForVoice,
    onPaymentRequired,
    onOutcome: onVoiceOutcome,
  });

  const idle = voice.state.status === 'idle' || voice.state.status === 'error';
  const chooseDirection = (next: StoredDirection) => {
    if (!idle || next === direction) return;
    voice.reset();
    // A typed answer still on its way belongs to the other tab.
    typed.forget();
    setDirection(next);
  };

  const record = outcome?.record ?? null;
  const audioOf = (entry: TranslationRecord) => (audio && audio.id === entry.id ? audio.blob : null);
  const showRecord = (entry: TranslationRecord) => setShowing({ darija: entry.darija, of: entry });
  const showPhrase = (phrase: Phrase) =>
    setShowing({ darija: phrase.darija, meaning: phrase.text[language] });
  const arabicVoice = pickVoice(voices, 'darija');
  const playPhrase =
    arabicVoice && embedded
      ? (phrase: Phrase) =>
          void playback.play(embedded.phraseRecord(phrase, 'target-to-darija', language, Date.now()), null)
      : null;

  return (
    <>
      {beta ? <Alert tone="notice">{t('beta.on')}</Alert> : null}
      {beta ? null : (
        <DirectionTabs
          direction={direction}
          language={language}
          onChange={chooseDirection}
          panelId={PANEL_ID}
        />
      )}
      <div
        id={PANEL_ID}
        {...(beta ? {} : { role: 'tabpanel', 'aria-labelledby': `translator-tab-${direction}` })}
        className="space-y-5"
        onPointerDownCapture={preloadResultCard}
        onFocusCapture={preloadResultCard}
      >
        {beta ? (
          <Suspense fallback={null}>
            <RealtimeBeta direction={direction} language={language} onPaymentRequired={onPaymentRequired} />
          </Suspense>
        ) : (
          <>
            {direction === 'darija-to-target' ? <ArticulateHint /> : null}
            <Card className="space-y-5">
              <MicPanel
                state={voice.state}
                mode={voice.mode}
                direction={direction}
                language={language}
                interim={voice.interim}
                onTap={voice.tap}
              />
              <VoiceNotice missing={voice.serviceMissing} mode={voice.mode} />
              <TypedInput
                direction={direction}
                language={language}
                ready={embedded !== null}
                failed={failed}
                searching={typed.searching}
                text={typed.text}
                onTextChange={typed.setText}
                onTranslate={(text) => typed.translate({ text, direction, language })}
                onFocus={wantEmbedded}
              />
            </Card>
          </>
        )}
        {outcome ? (
          <Suspense fallback={null}>
            <ResultCard
              key={record?.id ?? 'refusal'}
              outcome={outcome}
              playable={record ? playback.howToPlay(record, audioOf(record)) : null}
              playing={record !== null && playback.playing === record.id}
              onPlay={(entry) => void playback.play(entry, audioOf(entry))}
              onShow={showRecord}
              offer={
                typed.offer
                  ? { state: typed.model, pass: status?.pass === true, onAsk: typed.askModel }
                  : null
              }
              onSuggestion={(phrase) => {
                typed.setText(phrase);
                typed.translate({ text: phrase, direction, language });
              }}
            />
          </Suspense>
        ) : null}
      </div>
      <HistoryList
        entries={history.entries}
        onOpen={(entry) => {
          typed.forget();
          setOutcome({ record: entry });
        }}
        onClear={() => {
          history.clear();
          setAudio(null);
        }}
      />
      <Phrasebook
        phrases={embedded?.PHRASEBOOK ?? null}
        failed={failed}
        language={language}
        favourites={favourites.ids}
        onToggleFavourite={favourites.toggle}
        onPlay={playPhrase}
        onShow={showPhrase}
        onWant={wantEmbedded}
      />
      {showing ? (
        <Suspense fallback={null}>
          <ShowView
            open
            onOpenChange={(open) => {
              if (!open) setShowing(null);
            }}
            darija={showing.darija}
            meaning={showing.meaning}
            of={showing.of}
          />
        </Suspense>
      ) : null}
    </>
  );
}
