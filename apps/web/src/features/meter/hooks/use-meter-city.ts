import { useEffect, useState } from 'react';
import type { TariffCity } from '@mizan/data/tariffs';
import { chooseMeterCity, tariffCityNamed } from '../lib/meter-city';
import type { MeterCityChoice } from '../lib/meter-city';

/** Spec 9 "Estimator locate", first attempt: a quick, coarse position, cached up to 5 minutes. */
export const CITY_LOCATE_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 3000,
  maximumAge: 5 * 60_000,
};

/**
 * The tariff city of the device's position, only when the visitor already allowed geolocation: the idle
 * card never prompts (the prompt belongs to Start). A coarse fix is enough for a default the card shows and
 * the visitor can change, and the meter's first precise fix corrects it anyway. Null when unknown.
 */
export async function grantedPositionCity(): Promise<TariffCity | null> {
  const geo = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  const permissions = typeof navigator === 'undefined' ? undefined : navigator.permissions;
  if (!geo || !permissions?.query) return null;
  try {
    const status = await permissions.query({ name: 'geolocation' });
    if (status.state !== 'granted') return null;
  } catch {
    return null;
  }
  const position = await new Promise<GeolocationPosition | null>((resolve) =>
    geo.getCurrentPosition(resolve, () => resolve(null), CITY_LOCATE_OPTIONS),
  );
  if (!position) return null;
  // The city areas load only now (ADR 022); a chunk that does not load (offline) tells nothing.
  try {
    const { tariffCityAt } = await import('../lib/meter-city-area');
    return tariffCityAt({ lat: position.coords.latitude, lng: position.coords.longitude });
  } catch {
    return null;
  }
}

/**
 * The city whose tariff the idle meter will use, and why (ADR 018): the visitor's choice, else the city of
 * the estimate made on this page (`estimateCity`, its `ville`), else the device's position when permission
 * is already granted, else the spec's reference. `fromDevice` false (the prerendered page) reads no position.
 * `chosenBefore`: a choice made before this card was drawn (on the prerendered page, before its scripts ran).
 */
export function useMeterCity(
  estimateCity: string | null | undefined,
  fromDevice: boolean,
  chosenBefore: TariffCity | null = null,
): MeterCityChoice & { choose: (city: TariffCity) => void } {
  const [chosen, setChosen] = useState<TariffCity | null>(chosenBefore);
  const [position, setPosition] = useState<TariffCity | null>(null);
  useEffect(() => {
    if (!fromDevice) return;
    let mounted = true;
    void grantedPositionCity().then((city) => {
      if (mounted) setPosition(city);
    });
    return () => {
      mounted = false;
    };
  }, [fromDevice]);
  return {
    ...chooseMeterCity({ chosen, estimate: tariffCityNamed(estimateCity), position }),
    choose: setChosen,
  };
}
