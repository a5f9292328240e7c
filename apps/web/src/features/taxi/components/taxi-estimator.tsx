import {
  Suspense,
  lazy,
  memo,
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { RefObject } from 'react';
import { ArrowUpDown, Calculator, Crosshair, LoaderCircle } from 'lucide-react';
import { useSearchParams } from 'react-router';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import type { LatLng } from '@mizan/domain/geo/distance';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useReasonText } from '@/hooks/use-reason-text';
import type { ServerReason } from '@/lib/api-client';
import type { QueryClientLoader } from '@/lib/query-client';
import { useCityCentre } from '../hooks/use-city-centre';
import { useLocate } from '../hooks/use-locate';
import { useTaxiEstimate } from '../hooks/use-taxi-estimate';
import { failedEnd } from '../lib/failed-end';
import { fieldCity } from '../lib/field-city';
import { pendingEstimateStore } from '../lib/pending-estimate';
import type { PendingEstimate } from '../lib/pending-estimate';
import { TRIP_PARAMS, sentTrip, withoutTrip } from '../lib/sent-trip';
import { EMPTY_FIELD, typed } from '../lib/trip-field';
import type { TripField } from '../lib/trip-field';
import { AddressField } from './address-field';

// The result card (with the airport answers, the quote check and its taxi phrases) loads with the first
// estimate request, which takes longer than its chunk. The driver view is a Radix dialog (about 14 KB gzip
// with its focus and scroll locks): it loads once an estimate is shown, and mounts when opened. Both bring
// their texts (the `taxi-result` namespace), which the page's first load does not need (ADR 018, 2026-11-25).
const withTexts =
  <T,>(load: () => Promise<T>) =>
  () =>
    Promise.all([load(), i18next.loadNamespaces('taxi-result')]).then(([module]) => module);
const loadResultCard = withTexts(() => import('./estimate-result-card'));
const EstimateResultCard = lazy(() => loadResultCard().then((m) => ({ default: m.EstimateResultCard })));
const loadDriverView = withTexts(() => import('./driver-view'));
const DriverView = lazy(() => loadDriverView().then((m) => ({ default: m.DriverView })));
// Ahead of need, so a failure (offline before the chunk was cached) is no error of its own: the page said nothing
// of it but the browser reported an unhandled rejection. The card's own load, if an estimate comes, tries again.
const preload = (load: () => Promise<unknown>) => void load().catch(() => undefined);

type Message = { tone: 'error' | 'notice'; text: string };

interface TaxiEstimatorProps {
  /** The paywall's redirect to /pay?t=taxi-estimate (return path stored), for a 402. */
  onPaymentRequired: () => Promise<void>;
  /** Whether the visitor holds an active pass, asked afresh: a pending estimate resumes only then. */
  checkPass: () => Promise<boolean>;
  /** The city of each estimate shown (its `ville`), for the taximeter's tariff (ADR 018). */
  onEstimateCity?: (city: string) => void;
  /** The app's query client, loaded with the first request that needs it (ADR 022). */
  queries: QueryClientLoader;
}

/**
 * The estimator form, its result card and the driver view (spec 2 "Taxi fares page", 4, 5, 8). The prerendered
 * page has an empty form (ADR 021); the device's pending trip fills it once mounted. The form is not remounted
 * when hydrated, so what the visitor typed into the page before its scripts ran stays (AddressField).
 */
export function TaxiEstimator({ onPaymentRequired, checkPass, onEstimateCity, queries }: TaxiEstimatorProps) {
  const { t, i18n } = useTranslation('taxi');
  const id = useId();
  // What the fields were last filled with from here; what they hold, typed text included, is in `trip`,
  // which the fields update without rendering the form (AddressField).
  const [departure, setDeparture] = useState<TripField>(EMPTY_FIELD);
  const [arrival, setArrival] = useState<TripField>(EMPTY_FIELD);
  const trip = useRef({ departure, arrival });
  const [near, setNear] = useState<LatLng | undefined>(undefined);
  // The city of a suggestion chosen in one field ranks the other's suggestions near it (a primitive, so that a
  // keystroke, which leaves it as it was, does not render the form).
  const [departureCity, setDepartureCity] = useState<string | null>(null);
  const [arrivalCity, setArrivalCity] = useState<string | null>(null);
  const departureCentre = useCityCentre(departureCity);
  const arrivalCentre = useCityCentre(arrivalCity);
  const [locateMessage, setLocateMessage] = useState<Message | null>(null);
  const [driverOpen, setDriverOpen] = useState(false);
  const [driverOpener, setDriverOpener] = useState<HTMLElement | null>(null);
  // Set by Estimate: a result shown without it (a pending estimate resumed after payment) leaves focus be.
  const [focusResult, setFocusResult] = useState(false);
  const arrivalInput = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const { run, estimate, problem, setProblem, isPending } = useTaxiEstimate(onPaymentRequired);
  const { locate, isLocating } = useLocate(queries);

  useEffect(() => {
    if (estimate) preload(loadDriverView);
  }, [estimate]);
  useEffect(() => {
    if (estimate) onEstimateCity?.(estimate.ville);
  }, [estimate, onEstimateCity]);

  // A copy each time: the field takes a new object as a value filled in from outside.
  const fillDeparture = useCallback((value: TripField) => {
    trip.current.departure = { ...value };
    setDeparture(trip.current.departure);
    setDepartureCity(fieldCity(value));
  }, []);
  const fillArrival = useCallback((value: TripField) => {
    trip.current.arrival = { ...value };
    setArrival(trip.current.arrival);
    setArrivalCity(fieldCity(value));
  }, []);

  // A trip left with its go flag up resumes by itself once a pass covers it (spec 4 "Estimate request").
  const resumePending = useEffectEvent((pending: PendingEstimate, cancelled: () => boolean) => {
    preload(loadResultCard);
    void checkPass().then((active) => {
      if (!cancelled() && active) void run(typed(pending.departure), typed(pending.arrival));
    });
  });

  // The form sent by the browser before the page's scripts ran (ADR 022: a GET with the fields in the URL):
  // the fields are filled and, with both, the estimate asked, as the visitor did; the URL drops them, so
  // a reload does not ask again.
  const [params, setParams] = useSearchParams();
  const takeSentTrip = useEffectEvent((): boolean => {
    const sent = sentTrip(params);
    if (!sent) return false;
    setParams(withoutTrip(params), { replace: true });
    fillDeparture(typed(sent.departure));
    fillArrival(typed(sent.arrival));
    if (sent.departure && sent.arrival) {
      preload(loadResultCard);
      void run(typed(sent.departure), typed(sent.arrival));
    } else if (sent.departure) arrivalInput.current?.focus();
    return true;
  });

  // Back from the pay page (or a reload): the pending trip fills the form before the browser paints. Read
  // once mounted, not in the first render, which must match the prerendered page's (ADR 021).
  useLayoutEffect(() => {
    if (takeSentTrip()) return;
    const pending = pendingEstimateStore.read();
    if (!pending) return;
    fillDeparture(typed(pending.departure));
    fillArrival(typed(pending.arrival));
    if (!pending.go) return;
    let cancelled = false;
    resumePending(pending, () => cancelled);
    return () => {
      cancelled = true;
    };
  }, [fillDeparture, fillArrival]);

  const onLocate = useCallback(async () => {
    // A failed estimate's message would hide what locating says (spec 8: the coordinates' notice).
    setProblem(null);
    setLocateMessage(null);
    const outcome = await locate(i18n.language);
    if (outcome.kind === 'failed') {
      setLocateMessage({ tone: 'error', text: t(`errors.geo.${outcome.failure}`) });
      return;
    }
    setNear(outcome.position);
    fillDeparture(outcome.field);
    if (outcome.kind === 'coordinates')
      setLocateMessage({ tone: 'notice', text: t('errors.addressUnknown') });
  }, [locate, t, i18n, fillDeparture, setProblem]);

  const onSwap = useCallback(() => {
    const { departure: from, arrival: to } = trip.current;
    fillDeparture(to);
    fillArrival(from);
  }, [fillDeparture, fillArrival]);

  // Stable, so that a keystroke in one field renders neither the form nor the other field.
  const onDepartureChange = useCallback(
    (value: TripField) => {
      trip.current.departure = value;
      setDepartureCity(fieldCity(value));
      setProblem(null);
    },
    [setProblem],
  );
  const onArrivalChange = useCallback(
    (value: TripField) => {
      trip.current.arrival = value;
      setArrivalCity(fieldCity(value));
      setProblem(null);
    },
    [setProblem],
  );
  const focusArrival = useCallback(() => arrivalInput.current?.focus(), []);
  const locateRow = useMemo(
    () => (
      <div className="mt-2 flex items-center justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={() => void onLocate()} busy={isLocating}>
          {isLocating ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Crosshair aria-hidden="true" className="size-4" />
          )}
          {isLocating ? t('form.locating') : t('form.useMyLocation')}
        </Button>
        <button
          type="button"
          onClick={onSwap}
          aria-label={t('form.swap')}
          title={t('form.swap')}
          className="grid size-11 shrink-0 place-items-center rounded-full bg-sand-100 text-teal-800 hover:bg-sand-200"
        >
          <ArrowUpDown aria-hidden="true" className="size-5" />
        </button>
      </div>
    ),
    [isLocating, onLocate, onSwap, t],
  );

  const message: Message | null =
    typeof problem === 'string' ? { tone: 'error', text: t(`errors.${problem}`) } : locateMessage;
  // The server's refusal, under the field whose address it names, else under both.
  const refused = problem && typeof problem !== 'string' ? problem : null;
  const refusal = refused ? (
    <Alert tone="error">
      <ReasonText reason={refused} />
    </Alert>
  ) : null;
  const refusedEnd = refused ? failedEnd(refused) : null;

  return (
    <>
      <Card labelledBy={`${id}-title`}>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-teal-900">
          {t('form.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('form.intro')}</p>
        <form
          ref={form}
          noValidate
          className="mt-4 space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            // The result's heading takes the focus when it comes (EstimateResultCard): a screen reader reads it,
            // and a phone's keyboard and the fixed bar close and uncover it.
            setFocusResult(true);
            setLocateMessage(null);
            preload(loadResultCard);
            void run(trip.current.departure, trip.current.arrival);
          }}
        >
          <AddressField
            label={t('form.departure')}
            name={TRIP_PARAMS.departure}
            placeholder={t('form.departurePlaceholder')}
            value={departure}
            onChange={onDepartureChange}
            onEnter={focusArrival}
            near={near ?? arrivalCentre}
            queries={queries}
            error={refusedEnd === 'departure' ? refusal : undefined}
          >
            {locateRow}
          </AddressField>
          <AddressField
            label={t('form.arrival')}
            name={TRIP_PARAMS.arrival}
            placeholder={t('form.arrivalPlaceholder')}
            value={arrival}
            onChange={onArrivalChange}
            near={near ?? departureCentre}
            queries={queries}
            inputRef={arrivalInput}
            error={refusedEnd === 'arrival' ? refusal : undefined}
          />
          {refusal && !refusedEnd ? (
            refusal
          ) : message ? (
            <Alert tone={message.tone}>{message.text}</Alert>
          ) : null}
          <EstimateBar
            form={form}
            isPending={isPending}
            label={isPending ? t('form.calculating') : t('form.estimate')}
          />
        </form>
      </Card>
      {estimate ? (
        <>
          <Suspense fallback={null}>
            <EstimateResultCard
              estimate={estimate}
              takeFocus={focusResult}
              onShowDriver={() => {
                setDriverOpener(
                  document.activeElement instanceof HTMLElement ? document.activeElement : null,
                );
                setDriverOpen(true);
              }}
            />
          </Suspense>
          {driverOpen ? (
            <Suspense fallback={null}>
              <DriverView estimate={estimate} open onOpenChange={setDriverOpen} opener={driverOpener} />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </>
  );
}

/**
 * What the server's refusal says, in the visitor's language: mounted only with one, so the shared texts it
 * reads (`errors`) are not asked for with the page but with the request (useTaxiEstimate).
 */
function ReasonText({ reason }: { reason: ServerReason }) {
  const { t } = useTranslation('taxi');
  const reasonText = useReasonText();
  return reasonText(reason) ?? t('errors.unavailable');
}

/**
 * The estimate button, in a bar fixed to the bottom of a phone's screen while a field of the form has focus.
 * It follows the form's focus itself, so a tap in a field renders this bar alone, not the form (issue 15).
 */
const EstimateBar = memo(function EstimateBar({
  form,
  isPending,
  label,
}: {
  form: RefObject<HTMLFormElement | null>;
  isPending: boolean;
  label: string;
}) {
  const [fixed, setFixed] = useState(false);
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const onFocusIn = () => setFixed(true);
    const onFocusOut = (event: FocusEvent) => setFixed(element.contains(event.relatedTarget as Node | null));
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [form]);
  return (
    // The slot keeps the button's height in the page while the bar is fixed, so nothing below jumps when
    // focus leaves the fields (a jump between press and release would swallow a tap).
    <div className="min-h-14 pt-2">
      <div
        className={
          fixed
            ? 'max-sm:fixed max-sm:inset-x-0 max-sm:bottom-0 max-sm:z-40 max-sm:border-t max-sm:border-sand-200 max-sm:bg-white max-sm:p-3 max-sm:shadow-[0_-4px_12px_rgba(0,0,0,0.08)]'
            : undefined
        }
        data-fixed={fixed}
      >
        <Button
          type="submit"
          block
          busy={isPending}
          // The fields keep focus, so the bar does not jump back into the page before the tap lands.
          onMouseDown={(event) => event.preventDefault()}
        >
          {isPending ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <Calculator aria-hidden="true" className="size-5" />
          )}
          {label}
        </Button>
      </div>
    </div>
  );
});
