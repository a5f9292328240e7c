import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Play, Square } from 'lucide-react';
import type { TariffCity } from '@mizan/data/tariffs';
import { TARIFF_CITIES } from '@mizan/data/tariffs';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { FIELD_CLASS } from '@/components/ui/field-styles';
import { MadApproximations } from '@/components/ui/mad-approximations';
import { useHydrated } from '@/hooks/use-browser-value';
import { useValueSetBeforeStart } from '@/hooks/use-value-set-before-start';
import { formatDecimal, formatMoney } from '@/lib/format';
import { useFreeRunLimit } from '../hooks/use-free-run-limit';
import { useMeterCity } from '../hooks/use-meter-city';
import { useNightNow } from '../hooks/use-night-now';
import { useNightWindow } from '../hooks/use-night-window';
import { useStartTappedBefore } from '../hooks/use-start-tapped-before';
import { useTaximeter } from '../hooks/use-taximeter';
import { isTariffCity, meterTariff } from '../lib/meter-city';

interface TaximeterCardProps {
  /** The visitor's pass; undefined while unknown. */
  passActive: boolean | undefined;
  /** The free run is over for a non-holder: the page sends them to the paywall (spec 4). */
  onFreeRunOver: () => void;
  /** The city of the estimate just made on this page (its `ville`): the idle meter's default tariff. */
  estimateCity?: string | null;
}

const APPROX = ['EUR', 'USD'] as const;

/**
 * The taximeter card (spec 2): fare, tariff, distance, waiting, catch-up note, start/stop, and the export. The
 * prerendered page has an idle meter; once hydrated the card starts again from the device's ride, if any.
 */
export function TaximeterCard(props: TaximeterCardProps) {
  const hydrated = useHydrated();
  // A city picked on the prerendered page before its scripts ran, kept above the card drawn again once hydrated.
  const [pickedBefore, setPickedBefore] = useState<TariffCity | null>(null);
  // Start tapped there, likewise: the meter starts once the card is drawn for the device.
  const [startTappedBefore, setStartTappedBefore] = useState(false);
  return (
    <MeterCard
      key={String(hydrated)}
      {...props}
      fromDevice={hydrated}
      pickedBefore={pickedBefore}
      onPickedBefore={setPickedBefore}
      startTappedBefore={startTappedBefore}
      onStartTappedBefore={() => setStartTappedBefore(true)}
    />
  );
}

function MeterCard({
  passActive,
  onFreeRunOver,
  estimateCity,
  fromDevice,
  pickedBefore,
  onPickedBefore,
  startTappedBefore,
  onStartTappedBefore,
}: TaximeterCardProps & {
  fromDevice: boolean;
  pickedBefore: TariffCity | null;
  onPickedBefore: (city: TariffCity) => void;
  startTappedBefore: boolean;
  onStartTappedBefore: () => void;
}) {
  const { t, i18n } = useTranslation('meter');
  const id = useId();
  const lng = i18n.language;
  const { session, parts, start, stop, markPaywalled } = useTaximeter(fromDevice);
  // No session is the idle card, drawn without the engine's state (the parts that draw a ride load with it).
  const state = session?.state;
  const figures = state && parts ? parts.rideFigures(state) : null;
  const phase = figures?.phase ?? 'idle';
  const running = phase === 'running';
  const choice = useMeterCity(estimateCity, fromDevice, pickedBefore);
  const citySelect = useRef<HTMLSelectElement>(null);
  useValueSetBeforeStart(citySelect, choice.city, (picked) => {
    if (isTariffCity(picked)) onPickedBefore(picked);
  });
  const idleTariff = meterTariff(choice.city);
  const nightNow = useNightNow(idleTariff, phase === 'idle', fromDevice);
  // Idle, the tariff a start would use; afterwards, the ride's own (its record keeps it across a reload).
  const ride =
    phase !== 'idle' && session && state?.tariff ? { city: session.record.city, tariff: state.tariff } : null;
  const tariffNow = ride?.tariff ?? idleTariff;
  const cityName = (city: string) => (isTariffCity(city) ? t(`cities.${city}`) : city);
  const night = useNightWindow(tariffNow, state?.startedAt ?? null, fromDevice);
  // The citation in the visitor's language comes with the ride's parts (on Start); before, English has the
  // tariff's own and another language names the city alone (ADR 022: not on the first load).
  const citation = parts?.tariffCitation(tariffNow, lng) ?? (lng === 'en' ? tariffNow.citation : null);

  const onOver = useCallback(() => {
    // Back from /pay still without a pass: the free run stays over, so the ride ends with its fare shown.
    if (session?.record.paywalled) {
      stop();
      return;
    }
    markPaywalled();
    onFreeRunOver();
  }, [session?.record.paywalled, stop, markPaywalled, onFreeRunOver]);
  useFreeRunLimit({ running, startedAt: state?.startedAt ?? null, passActive, onOver });

  const startsOnLoadId = `${id}-starts-on-load`;
  useStartTappedBefore({
    noteId: startsOnLoadId,
    fromDevice,
    tapped: startTappedBefore,
    onTapped: onStartTappedBefore,
    start: () => void onStart(),
  });

  const onStart = async () => {
    try {
      if (!(await start(choice.city))) window.alert(t('errors.unsupported'));
    } catch {
      // The engine's chunk did not load (offline before it was cached, or a new release): say so; a tap retries.
      window.alert(t('errors.engineUnavailable'));
    }
  };

  const price = figures && phase !== 'idle' ? figures.priceMad : tariffNow.pickup / 100;
  // Idle, the label is the tariff a start would lock now (not known while a Maghreb night waits for adhan's
  // module: no Day shown that may be wrong); afterwards, the one locked at start.
  const tariff =
    figures && phase !== 'idle'
      ? figures.tariff
      : { label: nightNow === null ? null : nightNow ? 'night' : 'day', lockedAtStart: false };
  const km = formatDecimal(figures?.distanceKm ?? 0, 2, lng);
  const rows = [
    {
      label: t('tariff'),
      value: `${tariff.label === null ? '…' : tariff.label === 'night' ? t('night') : t('day')}${tariff.lockedAtStart ? ` ${t('lockedAtStart')}` : ''}`,
      testId: 'meter-tariff',
    },
    { label: t('distance'), value: t('distanceValue', { value: km }), testId: 'meter-distance' },
    {
      label: t('waiting'),
      value: t('waitingValue', { count: figures?.waitingMinutes ?? 0 }),
      testId: 'meter-waiting',
    },
  ];

  return (
    <Card labelledBy={`${id}-title`} className={running ? 'border-terracotta-600/50' : ''}>
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-sm font-semibold tracking-wider text-terracotta-700 uppercase">
          {t('title')}
        </h2>
        <p className="inline-flex items-center gap-2 text-sm font-medium text-ink" data-testid="meter-status">
          {running ? (
            <span className="relative flex size-3" aria-hidden="true" data-testid="meter-pulse">
              <span className="absolute inline-flex size-full rounded-full bg-terracotta-600 opacity-75 motion-safe:animate-ping" />
              <span className="relative inline-flex size-3 rounded-full bg-terracotta-600" />
            </span>
          ) : null}
          {t(`status.${phase}`)}
        </p>
      </div>
      {/* What a screen reader says as the ride starts and stops ('Taximeter: Stopped, MAD 7.50'): the tap's button
          changes its name in place, and the fare (not read at each change while running) was never said at the stop. */}
      <p role="status" className="sr-only" data-testid="meter-announcement">
        {phase === 'idle'
          ? ''
          : `${t('title')}: ${t(`status.${phase}`)}${phase === 'finished' ? `, ${formatMoney(price, 'MAD', lng)}` : ''}`}
      </p>
      {/* The fare on one line: with large text 3rem was 96 px and broke '1,81 M|AD'; 13 % of the screen's width at
          most (51 px on a 390 px phone, where 3rem is 48) holds '500,00 MAD'. */}
      <p
        className="mt-1 font-display text-[min(3rem,13vw)] leading-none font-semibold whitespace-nowrap text-teal-900 tabular-nums"
        data-testid="meter-price"
        aria-live="off"
      >
        {formatMoney(price, 'MAD', lng)}
      </p>
      <MadApproximations amountMad={price} currencies={APPROX} lng={lng} label={t('approx')} />
      <DetailList rows={rows} />
      <div className="mt-1 text-right text-xs text-muted">
        <p data-testid="meter-tariff-source">
          {citation === null
            ? t('tariffCity', { name: cityName(ride?.city ?? choice.city) })
            : t('tariffSource', { name: cityName(ride?.city ?? choice.city), citation })}
        </p>
        <p data-testid="meter-night-window">
          {t(night.kind === 'maghrib' ? 'nightWindowMaghrib' : 'nightWindow', {
            multiplier: formatDecimal(tariffNow.nightSurcharge, 1, lng),
            from: night.start,
            to: night.end,
          })}
        </p>
      </div>
      {phase === 'idle' ? (
        <div className="mt-3">
          <label className="text-sm font-medium text-ink" htmlFor={`${id}-city`}>
            {t('city.label')}
          </label>
          <select
            ref={citySelect}
            id={`${id}-city`}
            className={FIELD_CLASS}
            value={choice.city}
            onChange={(event) => choice.choose(event.target.value as TariffCity)}
            data-testid="meter-city"
          >
            {TARIFF_CITIES.map((city) => (
              <option key={city} value={city}>
                {t(`cities.${city}`)}
              </option>
            ))}
          </select>
          <p className="mt-1 text-xs text-muted" data-testid="meter-city-basis">
            {t(`city.${choice.basis}`)} {t('city.firstFix')}
          </p>
        </div>
      ) : null}
      {session && parts ? <parts.RideNotes session={session} cityName={cityName} /> : null}
      {phase !== 'running' ? (
        <div className="mt-3 space-y-1 text-sm text-muted">
          {phase === 'idle' ? <p>{t('intro')}</p> : null}
          {passActive === false ? <p>{t('freeRun')}</p> : null}
        </div>
      ) : null}
      {phase === 'finished' && session && parts ? (
        <parts.RideExports session={session} cityName={cityName} />
      ) : null}
      <div className="mt-4">
        {running ? (
          <Button variant="stop" block onClick={stop}>
            <Square aria-hidden="true" className="size-5" />
            {t('stop')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            block
            popoverTarget={startsOnLoadId}
            onClick={(event) => {
              event.preventDefault();
              void onStart();
            }}
          >
            <Play aria-hidden="true" className="size-5" />
            {t('start')}
          </Button>
        )}
      </div>
      {/* A tap on Start before the page's scripts run (11 s after the button shows on Slow 3G) opens this note, the
          browser's own popover: the tap is seen, and kept; the meter starts as the card mounts. Once they run, the
          tap starts the meter and the popover is not opened (preventDefault). */}
      <p
        id={startsOnLoadId}
        popover="manual"
        role="status"
        className="inset-x-4 top-auto bottom-24 mx-auto max-w-md rounded-xl bg-teal-900 p-4 text-sm text-white shadow-lg"
      >
        {t('startsOnLoad')}
      </p>
    </Card>
  );
}
