import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Check, LocateFixed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LatLng } from '@mizan/domain/geo/distance';
import { Button } from '@/components/ui/button';
import { FIELD_CLASS } from '@/components/ui/field-styles';
import { useHydrated } from '@/hooks/use-browser-value';
import { profileFormStore, profileLocationStore } from '@/lib/stored-records';
import { currentPosition } from '../lib/current-position';
import { GenderSelect } from './gender-select';
import type { Gender } from './gender-select';

interface ProfileFormProps {
  /** The city at a position (given by the screen, from the reverse-geocode route); throws when unknown. */
  findCity: (position: LatLng) => Promise<string | null>;
}

interface Place {
  city: string;
  coords: LatLng;
}

/**
 * The optional profile details (spec 2, 4 "Other", 8): everything is kept on this device only (local
 * storage profile_form and profile_location). Changing any field clears 'saved'.
 */
export function ProfileForm({ findCity }: ProfileFormProps) {
  // What the device keeps is not in the prerendered page (ADR 021): the fields start empty while the page
  // hydrates, then start again from the device.
  const hydrated = useHydrated();
  return <ProfileFields key={String(hydrated)} findCity={findCity} fromDevice={hydrated} />;
}

function ProfileFields({ findCity, fromDevice }: ProfileFormProps & { fromDevice: boolean }) {
  const { t } = useTranslation('profile');
  const id = useId();
  const [stored] = useState(() => (fromDevice ? profileFormStore.read() : null));
  const [dob, setDob] = useState(stored?.dob ?? '');
  const [gender, setGender] = useState<Gender>(stored?.gender ?? '');
  const [place, setPlace] = useState<Place | null>(() => (fromDevice ? profileLocationStore.read() : null));
  const [locating, setLocating] = useState(false);
  const [saved, setSaved] = useState(false);

  const locateMe = async () => {
    setLocating(true);
    try {
      const coords = await currentPosition(
        typeof navigator === 'undefined' ? undefined : navigator.geolocation,
      );
      // A failed lookup still keeps the position: the coordinates show instead of a city (spec 8).
      const city = await findCity(coords).catch(() => null);
      setPlace({ city: city ?? '', coords });
      setSaved(false);
    } catch {
      // Spec 8: a geolocation failure in the profile is ignored; the hint keeps inviting to share.
    } finally {
      setLocating(false);
    }
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    profileFormStore.write({ dob, gender });
    if (place) profileLocationStore.write(place);
    setSaved(true);
  };

  let locationText = t('form.locationHint');
  if (place) locationText = place.city || `${place.coords.lat.toFixed(6)}, ${place.coords.lng.toFixed(6)}`;

  return (
    <form
      onSubmit={save}
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm"
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-teal-900">
          {t('form.title')}
        </h2>
        <p className="text-sm text-muted">{t('form.optional')}</p>
      </div>
      <div className="space-y-2">
        {/* The city line is a live region from the start, so the city found is said. */}
        <Button variant="ghost" size="sm" onClick={() => void locateMe()} busy={locating}>
          <LocateFixed aria-hidden="true" className="size-5" />
          {locating ? t('form.locating') : t('form.locate')}
        </Button>
        <p role="status" data-testid="profile-city" className={place ? 'text-ink' : 'text-sm text-muted'}>
          {place ? `${t('form.city')}: ${locationText}` : locationText}
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-dob`} className="text-sm font-medium text-ink">
          {t('form.dob')}
        </label>
        <input
          id={`${id}-dob`}
          type="date"
          value={dob}
          onChange={(e) => {
            setDob(e.target.value);
            setSaved(false);
          }}
          className={FIELD_CLASS}
        />
      </div>
      <div>
        <label htmlFor={`${id}-gender`} className="text-sm font-medium text-ink">
          {t('form.gender')}
        </label>
        <GenderSelect
          id={`${id}-gender`}
          value={gender}
          onChange={(value) => {
            setGender(value);
            setSaved(false);
          }}
        />
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit" variant="secondary">
          {t('form.save')}
        </Button>
        {saved ? (
          <span role="status" className="inline-flex items-center gap-1 font-medium text-teal-700">
            <Check aria-hidden="true" className="size-5" />
            {t('form.saved')}
          </span>
        ) : null}
      </div>
    </form>
  );
}
