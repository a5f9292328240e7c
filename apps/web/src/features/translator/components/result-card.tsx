import { useEffect, useRef, useState } from 'react';
import { Check, Copy, Maximize2, Volume2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { SaidAmount } from '@mizan/domain/translate/price-translation';
import type { ModelState } from '../hooks/use-typed-translation';
import { darijaMeaning } from '../lib/darija-meaning';
import { toDarija } from '../lib/translation';
import type { MemoryMatch, TranslationOutcome, TranslationRecord } from '../lib/translation';
import { ModelOffer } from './model-offer';

interface ResultCardProps {
  outcome: TranslationOutcome;
  /** How "play again" can play this record: the server's audio, a device voice, or not at all (show only). */
  playable: 'audio' | 'voice' | null;
  playing: boolean;
  onPlay: (record: TranslationRecord) => void;
  onShow: (record: TranslationRecord) => void;
  /** Last in the card, for an answer the embedded translators refused or only half knew: the AI translator. */
  offer?: {
    state: ModelState;
    pass: boolean;
    onAsk: () => void;
  } | null; /** A refusal names the nearest known phrase: the visitor may pick it (it is then translated as typed). */
  onSuggestion?: (phrase: string) => void;
}

function DarijaText({ darija, size }: { darija: TranslationRecord['darija']; size: 'large' | 'medium' }) {
  const { t } = useTranslation('translator-result');
  return (
    <div className="space-y-1">
      {darija.ar ? (
        <p
          lang="ar"
          dir="rtl"
          data-testid="darija-arabic"
          className={`text-right leading-snug font-bold text-teal-950 ${size === 'large' ? 'text-4xl' : 'text-3xl'}`}
        >
          {darija.ar}
        </p>
      ) : null}
      {darija.latin ? (
        <p className="text-lg text-teal-900" data-testid="darija-latin">
          <span className="sr-only">{t('result.latin')}: </span>
          <span lang="ary-Latn" className="font-semibold">
            {darija.latin}
          </span>
        </p>
      ) : null}
    </div>
  );
}

// A closest phrase shows no percentage: its likeness is of letters, not a chance of being right (ADR 015, round 8:
// on DODa's held-out rows those 60-80 % alike were right 35 % and 6 % of the time). A composed one shows the
// share of such answers found right, and says it is a guess when a word was read as one spelled like it (round 12:
// right 11 % of the time, the others 28 %).
function MatchNote({ match }: { match: MemoryMatch }) {
  const { t, i18n } = useTranslation('translator-result');
  if (match.kind === 'exact') return null;
  if (match.kind === 'closest' && match.matched)
    return <Alert tone="notice">{t('match.closest', { phrase: match.matched })}</Alert>;
  const confidence = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(match.confidence);
  return <Alert tone="notice">{t(match.guessed ? 'match.guessed' : 'match.composed', { confidence })}</Alert>;
}

/**
 * A price said in ryals, or with no unit: the tourist must know that a ryal is a twentieth of a dirham (a price
 * twenty times too high is the classic trap), and that a bare number may be either.
 */
function AmountNote({ unit }: { unit: SaidAmount['unit'] }) {
  const { t } = useTranslation('translator-result');
  if (unit === 'dirham') return null;
  return (
    <Alert tone="notice">
      <span data-testid="amount-note">{t(unit === 'ryal' ? 'amount.ryal' : 'amount.noUnit')}</span>
    </Alert>
  );
}

/** What "copy" puts on the clipboard: the translation, and the Latin letters under Darija in Arabic script. */
function clipboardText(record: TranslationRecord): string {
  if (!toDarija(record)) return record.translation;
  const { ar, latin } = record.darija;
  return ar && latin && ar !== latin ? `${ar}\n${latin}` : ar || latin || record.translation;
}

/** Two texts read the same, case, punctuation and spacing aside ("water, please." is "Water, please"). */
function sameWords(a: string, b: string): boolean {
  const fold = (text: string) =>
    text
      .toLocaleLowerCase()
      .replace(/[\p{P}\p{S}]/gu, '')
      .replace(/\s+/g, ' ')
      .trim();
  return fold(a) === fold(b);
}

/**
 * What the Darija says, when the phrase that answered is worded otherwise than the text ("Tiene agua" is "Agua,
 * por favor"): the tourist shows it to a driver and must know which phrase it is. A closest phrase is named by its
 * note already; a composed answer has no phrase.
 */
function saysOtherwise(record: TranslationRecord): string | null {
  if (!toDarija(record) || record.match?.kind !== 'exact') return null;
  const meaning = darijaMeaning(record);
  return sameWords(meaning, record.transcript) ? null : meaning;
}

const LABEL_CLASS = 'text-xs font-semibold tracking-wider text-terracotta-700 uppercase';

/**
 * Spec 2 results, in a chunk of its own that the screen asks for at the visitor's first touch of the microphone or
 * the field (ADR 022). A new result (or one opened from the history) comes into view: on a phone it is below the
 * microphone.
 */
export function ResultCard(props: ResultCardProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { outcome } = props;
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [outcome]);
  return (
    <div ref={ref} className="scroll-mt-4 scroll-mb-28">
      <Result {...props} />
    </div>
  );
}

/** The original words and the translation, Darija in Arabic script and Latin letters. */
function Result({ outcome, playable, playing, onPlay, onShow, offer, onSuggestion }: ResultCardProps) {
  const { t } = useTranslation('translator-result');
  const [copied, setCopied] = useState<string | null>(null);
  const footer = offer ? <ModelOffer {...offer} /> : null;

  if (outcome.refused) {
    return (
      <Card labelledBy="translator-result-title">
        <h2 id="translator-result-title" className="sr-only">
          {t('result.title')}
        </h2>
        <Alert tone="notice">
          {outcome.refused === 'empty' ? t('match.empty') : t('match.refused', { text: outcome.transcript })}
        </Alert>
        {outcome.closest && onSuggestion ? (
          <div className="mt-3">
            <Button variant="ghost" size="sm" block onClick={() => onSuggestion(outcome.closest!)}>
              {t('match.suggest', { phrase: outcome.closest })}
            </Button>
            {outcome.closestMeaning ? (
              <p className="mt-1 text-center text-sm text-ink" data-testid="suggestion-meaning">
                {t('match.suggestMeans', { meaning: outcome.closestMeaning })}
              </p>
            ) : null}
          </div>
        ) : null}
        {footer}
      </Card>
    );
  }

  const record = outcome.record;
  const darijaSide = toDarija(record);
  const typed = record.source === 'typed' || record.source === 'model';
  const meaning = saysOtherwise(record);
  const saidLabel = typed ? t('result.youTyped') : darijaSide ? t('result.youSaid') : t('result.theySaid');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(clipboardText(record));
      setCopied(record.id);
    } catch {
      setCopied(null);
    }
  };

  return (
    <Card labelledBy="translator-result-title" className="space-y-4">
      <h2 id="translator-result-title" className="sr-only">
        {t('result.title')}
      </h2>
      <div>
        <p className={LABEL_CLASS}>{saidLabel}</p>
        {darijaSide || typed ? (
          <p className="mt-1 text-lg text-ink" data-testid="transcript" dir="auto">
            {record.transcript}
          </p>
        ) : (
          <div className="mt-1" data-testid="transcript">
            <DarijaText
              darija={
                record.darija.ar ? record.darija : { ar: record.transcript, latin: record.darija.latin }
              }
              size="medium"
            />
          </div>
        )}
      </div>
      {/* Before the Darija: a closest or pieced-together phrase is not what was typed, and a tourist showing the
          screen reads the caveat first ('how much to the airport?' for 'how much to the station?'). */}
      {record.match ? <MatchNote match={record.match} /> : null}
      {record.match?.amount ? <AmountNote unit={record.match.amount.unit} /> : null}
      <div>
        <p className={LABEL_CLASS}>{darijaSide ? t('result.darija') : t('result.translation')}</p>
        <div className="mt-1" data-testid="translation">
          {darijaSide ? (
            <>
              <DarijaText darija={record.darija} size="large" />
              {meaning ? (
                <p className="mt-2 text-base text-ink" data-testid="darija-meaning">
                  {t('result.means', { phrase: meaning })}
                </p>
              ) : null}
            </>
          ) : (
            <p className="text-2xl font-bold text-teal-950" lang={record.language}>
              {record.translation}
            </p>
          )}
        </div>
      </div>
      {record.source === 'browser' ? <p className="text-xs text-muted">{t('result.viaBrowser')}</p> : null}
      {record.source === 'model' ? <p className="text-xs text-muted">{t('result.viaModel')}</p> : null}
      {/* Play across the card, copy and show side by side below: the three never wrap on a 360 px phone,
          in any of the four languages. */}
      <div className="grid grid-cols-2 gap-2">
        {playable ? (
          <div className="col-span-2">
            <Button variant="secondary" size="sm" block onClick={() => onPlay(record)} busy={playing}>
              <Volume2 aria-hidden="true" className="size-4" />
              {playing ? t('result.playing') : t('result.play')}
            </Button>
          </div>
        ) : null}
        <Button variant="ghost" size="sm" block onClick={() => void copy()}>
          {copied === record.id ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied === record.id ? t('result.copied') : t('result.copy')}
        </Button>
        {record.darija.ar || record.darija.latin ? (
          <Button variant="ghost" size="sm" block onClick={() => onShow(record)}>
            <Maximize2 aria-hidden="true" className="size-4" />
            {t('result.show')}
          </Button>
        ) : null}
      </div>
      {playable ? null : <p className="text-sm text-muted">{t('result.showOnly')}</p>}
      {footer}
    </Card>
  );
}
