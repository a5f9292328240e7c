import { Plane } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AirportAnswer as Answer } from '@mizan/contracts/taxi';
import { formatMoney } from '@/lib/format';
import { isLanguage } from '@/lib/i18n';

interface AirportAnswerProps {
  airport: Answer;
}

/** What applies on a ride to or from an airport (issue 17): the fixed or zone fare, who serves it, the alternatives. */
export function AirportAnswer({ airport }: AirportAnswerProps) {
  const { t, i18n } = useTranslation('taxi-result');
  const lng = i18n.language;
  // The API sends the airport's own texts in every language (ADR 018, 2026-11-26); the card shows the visitor's.
  const own = isLanguage(lng) ? lng : 'en';
  const money = (mad: number) => formatMoney(mad, 'MAD', lng);
  const km = (value: number) =>
    new Intl.NumberFormat(lng, { minimumFractionDigits: 0, maximumFractionDigits: 1 }).format(value);
  const fare = airport.fare;
  // The fare's line, when it has a figure to say. Without one, the card's headline already says where the price
  // comes from (posted at the desk, or to agree) and the note says who drives and why: a line of its own repeated
  // both (Casablanca's 'Grands taxis only, at a price to agree…' above 'Only grands taxis go to the airport; agree…').
  let fareText: string | null = null;
  if (fare.kind === 'zone') {
    fareText = `${t('airport.zone', {
      zone: fare.zone,
      from: km(fare.fromKm),
      to: km(fare.toKm),
      km: km(fare.straightLineKm),
      price: money(fare.priceMad),
    })}${fare.plusDeskFee ? `, ${t('airport.deskFee')}` : '.'}`;
  } else if (fare.kind === 'beyond-zones') {
    fareText = t('airport.beyondZones', { km: km(fare.straightLineKm), last: km(fare.lastZoneToKm) });
  } else if (fare.kind === 'fixed' && fare.priceMad !== null) {
    const vehicle = fare.vehicle === 'petit' ? 'Petit' : 'Grand';
    fareText =
      fare.nightPriceMad !== null
        ? t(`airport.fixed${vehicle}Night`, { price: money(fare.priceMad), night: money(fare.nightPriceMad) })
        : t(`airport.fixed${vehicle}`, { price: money(fare.priceMad) });
  }
  return (
    <section
      className="mt-4 rounded-xl border border-teal-700/30 bg-teal-50 p-4 text-sm text-ink"
      aria-labelledby="airport-answer-title"
      data-testid="airport-answer"
    >
      <h3 id="airport-answer-title" className="flex items-center gap-2 font-semibold text-teal-900">
        <Plane aria-hidden="true" className="size-4" />
        {t('airport.title', { name: airport.name[own], iata: airport.iata })}
      </h3>
      {/* The flag is the rule of this ride's direction: Tangier lets petits taxis drop off, not pick up. */}
      {airport.petitTaxis === 'no' ? (
        <p className="mt-2 font-semibold text-terracotta-700" data-testid="airport-no-petit-taxis">
          {t(airport.direction === 'from' ? 'airport.noPetitTaxisFrom' : 'airport.noPetitTaxisTo')}
        </p>
      ) : null}
      {fareText === null ? null : (
        <p className="mt-2" data-testid="airport-fare">
          {fareText}
        </p>
      )}
      <p className="mt-2" data-testid="airport-note">
        {airport.note[own]}
      </p>
      {/* The official desk and its posted prices are at the arrivals exit: nothing to check on the way there. */}
      {airport.direction === 'from' ? <p className="mt-2 font-medium">{t('airport.checkDesk')}</p> : null}
      {airport.alternatives.length > 0 ? (
        <>
          <h4 className="mt-3 font-semibold">{t('airport.alternatives')}</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5" data-testid="airport-alternatives">
            {airport.alternatives.map((alt) => (
              <li key={alt.name.en}>
                <span className="font-medium">{t(`airport.${alt.mode}`)}</span> –{' '}
                {alt.priceMad !== null
                  ? t('airport.alternative', { name: alt.name[own], price: money(alt.priceMad) })
                  : t('airport.alternativeNoPrice', { name: alt.name[own] })}
                <span className="block text-muted">{alt.note[own]}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="mt-3 text-xs text-muted" data-testid="airport-source">
        {t('airport.source', { source: airport.cite[own] })}
      </p>
      {/* As read, for whoever checks it: titles and quotes as published, in English (ADR 018, 2026-11-26). */}
      <details className="text-xs text-muted">
        <summary className="cursor-pointer py-3">{t('airport.sourceAsRead')}</summary>
        <p lang="en">{airport.source}</p>
      </details>
    </section>
  );
}
