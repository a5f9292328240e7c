import type { AirportAnswer } from '@mizan/contracts/taxi';

/**
 * What stands in for the price when an airport rule applies but gives no figure (issue 17), or null when the
 * estimate's figure is the answer. Leaving the airport, the price is the one posted at the official desk
 * (beyond the last zone, or Casablanca's grands taxis); going there, no desk is on the way, so the sources' advice
 * is to agree the price before setting off. The meter's band is not the fare in either case.
 */
export function airportHeadlineWithoutPrice(
  airport: AirportAnswer | null | undefined,
): 'deskPrice' | 'agreePrice' | null {
  const fare = airport?.fare;
  if (!airport || !fare) return null;
  const noFigure = fare.kind === 'beyond-zones' || (fare.kind === 'fixed' && fare.priceMad === null);
  if (!noFigure) return null;
  return airport.direction === 'from' ? 'deskPrice' : 'agreePrice';
}
