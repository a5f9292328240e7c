import * as Select from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export const GENDERS = ['female', 'male', 'other', 'na'] as const;
export type Gender = (typeof GENDERS)[number] | '';

interface GenderSelectProps {
  id: string;
  value: Gender;
  onChange: (value: Gender) => void;
}

/** Radix Select: an empty value shows the placeholder (Radix reserves '' for "nothing chosen"). */
export function GenderSelect({ id, value, onChange }: GenderSelectProps) {
  const { t } = useTranslation('profile');
  return (
    <Select.Root value={value === '' ? undefined : value} onValueChange={(v) => onChange(v as Gender)}>
      <Select.Trigger
        id={id}
        className="mt-1 flex min-h-12 w-full items-center justify-between rounded-lg border border-sand-300 bg-white px-3 text-left text-base text-ink outline-none focus:border-teal-700 focus:ring-2 focus:ring-teal-700/30 data-[placeholder]:text-muted"
      >
        <Select.Value placeholder={t('form.genderPlaceholder')} />
        <Select.Icon>
          <ChevronDown aria-hidden="true" className="size-5 text-muted" />
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content position="popper" sideOffset={4} className="z-50 w-[var(--radix-select-trigger-width)] rounded-lg border border-sand-200 bg-white p-1 shadow-lg">
          <Select.Viewport>
            {GENDERS.map((gender) => (
              <Select.Item
                key={gender}
                value={gender}
                className="flex min-h-11 cursor-pointer items-center justify-between rounded-md px-3 text-ink outline-none data-[highlighted]:bg-teal-50"
              >
                <Select.ItemText>{t(`form.genders.${gender}`)}</Select.ItemText>
                <Select.ItemIndicator>
                  <Check aria-hidden="true" className="size-4 text-teal-700" />
                </Select.ItemIndicator>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}
