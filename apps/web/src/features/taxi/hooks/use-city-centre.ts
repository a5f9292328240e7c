import { useEffect, useState } from 'react';
import type { LatLng } from '@mizan/domain/geo/distance';
import { cityCentre } from '../lib/field-city';

/** The centre of `city` once its module has loaded; undefined for none, an unknown city, or until then. */
export function useCityCentre(city: string | null): LatLng | undefined {
  const [known, setKnown] = useState<{ city: string; centre: LatLng }>();
  useEffect(() => {
    if (city === null) return;
    let current = true;
    void cityCentre(city).then((centre) => {
      if (current && centre) setKnown({ city, centre });
    });
    return () => {
      current = false;
    };
  }, [city]);
  return known?.city === city ? known.centre : undefined;
}
