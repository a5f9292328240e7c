import { useEffect } from 'react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Download, FileText } from 'lucide-react';
import { tariffTexts } from '@mizan/data/tariff-provenance';
import type { Tariff } from '@mizan/domain/fare/tariff';
import {
  selectDistanceKm,
  selectPhase,
  selectPriceMad,
  selectProjectedFareMad,
  selectTariffLabel,
  selectWaitingMinutes,
} from '@mizan/domain/meter/taximeter-selectors';
import type { MeterPhase, TariffLabelView } from '@mizan/domain/meter/taximeter-selectors';
import type { TaximeterState } from '@mizan/domain/meter/taximeter';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';
import { isLanguage } from '@/lib/i18n';
import { EstimateNote } from './estimate-note';
import { downloadText } from '../lib/download';
import type { MeterSession } from '../lib/meter-session';
import { recordTariff } from '../lib/trip-record';
import type { ReceiptText } from '../lib/trip-export';

// What the taximeter card draws only once a ride exists: its figures (the engine's selectors and the fare maths
// behind them), its notes, its exports and its tariff's citation in the visitor's language. The idle card needs
// none of it, so it loads with the engine on Start or a resume (hooks/use-taximeter.ts, ADR 022), and a ride's
// first render has it already.

// The exports (the GPX writer and its XML library, about 10 KB gzip) load when a finished ride asks for one; so do
// the fare record's texts (namespace `fare-record`, about 0.6 KB gzip in English that the page's first load, which
// has the `meter` texts, no longer carries: ADR 022).
const loadTripExport = () => import('../lib/trip-export');
const loadRecordTexts = async (i18n: I18n) => {
  await i18n.loadNamespaces('fare-record');
  return i18n.getFixedT(null, 'fare-record');
};

export interface RideFigures {
  phase: MeterPhase;
  priceMad: number;
  tariff: TariffLabelView;
  distanceKm: number;
  waitingMinutes: number;
}

export function rideFigures(state: TaximeterState): RideFigures {
  return {
    phase: selectPhase(state),
    priceMad: selectPriceMad(state),
    tariff: selectTariffLabel(state),
    distanceKm: selectDistanceKm(state),
    waitingMinutes: selectWaitingMinutes(state),
  };
}

/**
 * The tariff's citation ("arrêté n° 25, 2023") in the visitor's language; the tariff keeps the API's English one.
 * Its texts (tariff-provenance.ts) are not part of the page's first load (ADR 022): they come with these parts.
 */
export function tariffCitation(tariff: Tariff, lng: string): string {
  return (isLanguage(lng) ? tariffTexts(tariff.name, lng)?.citation : null) ?? tariff.citation;
}

interface RidePartProps {
  session: MeterSession;
  /** A city slug as the card names it ("Fès"). */
  cityName: (city: string) => string;
}

/** Below the figures: the city the ride moved to, the fare a stop would charge, the estimate and catch-up notes. */
export function RideNotes({ session, cityName }: RidePartProps) {
  const { t, i18n } = useTranslation('meter');
  const { record, state } = session;
  const phase = selectPhase(state);
  return (
    <>
      {phase !== 'idle' && state.tariff && record.switchedFrom ? (
        <p className="mt-3 rounded-lg bg-sand-100 p-3 text-sm text-ink" data-testid="meter-city-switched">
          {t('switched', { from: cityName(record.switchedFrom), to: cityName(record.city) })}
        </p>
      ) : null}
      {phase === 'running' ? (
        <p className="mt-2 text-sm text-muted" data-testid="meter-projected">
          {t('projected', { fare: formatMoney(selectProjectedFareMad(state), 'MAD', i18n.language) })}
        </p>
      ) : null}
      {phase === 'finished' ? <p className="mt-2 text-sm text-muted">{t('final')}</p> : null}
      <EstimateNote state={state} />
      {state.usedBackgroundCatchup ? (
        <p className="mt-3 rounded-lg bg-sand-100 p-3 text-sm text-ink" data-testid="meter-catchup">
          {t('catchUp')}
        </p>
      ) : null}
    </>
  );
}

/** A finished ride's exports: its track as GPX and its fare record. */
export function RideExports({ session, cityName }: RidePartProps) {
  const { t, i18n } = useTranslation('meter');
  const lng = i18n.language;
  useEffect(() => {
    void loadTripExport();
    void loadRecordTexts(i18n).catch(() => undefined);
  }, [i18n]);
  const exportGpx = async () => {
    const { tripFileStem, tripGpx } = await loadTripExport();
    downloadText(
      `${tripFileStem(session.record.startAt)}.gpx`,
      'application/gpx+xml',
      tripGpx(session.record),
    );
  };
  const exportReceipt = async () => {
    const [{ fareReceiptHtml, tripFileStem }, record] = await Promise.all([
      loadTripExport(),
      loadRecordTexts(i18n),
    ]);
    const receiptText: ReceiptText = (key, vars) => record(key, vars ?? {});
    downloadText(
      `${tripFileStem(session.record.startAt)}.html`,
      'text/html',
      fareReceiptHtml(
        session.record,
        session.state,
        lng,
        receiptText,
        cityName,
        tariffCitation(recordTariff(session.record), lng),
      ),
    );
  };
  return (
    <div className="mt-5 border-t border-sand-200 pt-4">
      <h3 className="font-semibold text-ink">{t('export.title')}</h3>
      <p className="mt-1 text-sm text-muted">{t('export.hint')}</p>
      <div className="mt-3 grid gap-2">
        <Button variant="outline" onClick={() => void exportGpx()}>
          <Download aria-hidden="true" className="size-5" />
          {t('export.gpx')}
        </Button>
        <Button variant="outline" onClick={() => void exportReceipt()}>
          <FileText aria-hidden="true" className="size-5" />
          {t('export.receipt')}
        </Button>
      </div>
    </div>
  );
}
