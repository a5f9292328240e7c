import { useTranslation } from 'react-i18next';
import { FIELD_CLASS } from '@/components/ui/field-styles';

export const GENDERS = ['female', 'male', 'other', 'na'] as const;
export type Gender = (typeof GENDERS)[number] | '';

const isGender = (value: string): value is Gender =>
  value === '' || (GENDERS as readonly string[]).includes(value);

interface GenderSelectProps {
  id: string;
  value: Gender;
  onChange: (value: Gender) => void;
}

/**
 * The browser's own select: on a phone it opens the system's picker, and it weighs nothing. (A Radix Select was
 * 36 KB gzip of /profile's first load, which was 191 KB against its 130.) The empty option is the placeholder.
 */
export function GenderSelect({ id, value, onChange }: GenderSelectProps) {
  const { t } = useTranslation('profile');
  return (
    <select
      id={id}
      value={value}
      onChange={(event) => {
        if (isGender(event.target.value)) onChange(event.target.value);
      }}
      className={`${FIELD_CLASS} ${value === '' ? 'text-muted' : ''}`}
    >
      <option value="">{t('form.genderPlaceholder')}</option>
      {GENDERS.map((gender) => (
        <option key={gender} value={gender} className="text-ink">
          {t(`form.genders.${gender}`)}
        </option>
      ))}
    </select>
  );
}
