import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { CITY_SLUGS } from '@mizan/domain/places/city';
import type { CitySlug } from '@mizan/domain/places/city';
import { INTERESTS } from '@mizan/domain/planner/catalog-place';
import {
  DIETS,
  MAX_DURATION_DAYS,
  MIN_DURATION_DAYS,
  TRANSPORTS,
  TRAVELERS,
} from '@mizan/domain/planner/trip-form';
import type { Budget, Travelers } from '@mizan/domain/planner/trip-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FIELD_CLASS } from '@/components/ui/field-styles';
import { stepError, toggled, withStepOneControls } from '../lib/wizard-form';
import type { Step, StepError, WizardForm } from '../lib/wizard-form';
import { useToday } from '../hooks/use-today';
import { ProgressSegments } from './progress-segments';
import { ToggleTiles } from './toggle-tiles';

interface TripWizardProps {
  step: Step;
  setStep: (step: Step) => void;
  form: WizardForm;
  setForm: Dispatch<SetStateAction<WizardForm>>;
  onInvalid: (error: StepError) => void;
  onGenerate: () => void;
  busy: boolean;
  /** Put the focus on the step's heading as the wizard appears (it comes back after 'create new'). */
  focusOnMount?: boolean;
}

const LABEL_CLASS = 'block text-sm font-semibold text-ink';
// The native slider's box, 44 px tall (a thumb's target; it was 16 px): the track and thumb keep their size, centred
// in it, so its own height is the space above and below the track.
const SLIDER_CLASS = 'block h-11 w-full accent-terracotta-600';

/** The four steps (spec 2 "Trip planner"); Next moves on only when the step validates (spec 5). */
export function TripWizard({
  step,
  setStep,
  form,
  setForm,
  onInvalid,
  onGenerate,
  busy,
  focusOnMount = false,
}: TripWizardProps) {
  const { t } = useTranslation('planner');
  const today = useToday();
  const set = <K extends keyof WizardForm>(key: K, value: WizardForm[K]) =>
    setForm((previous) => ({ ...previous, [key]: value }));

  // Step 1 is in the prerendered page (ADR 021): what the visitor set there before the scripts ran is in the
  // controls, which React leaves as it finds them, not in the form. Taken once, as the wizard mounts.
  const stepOne = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const control = (name: string) =>
      stepOne.current?.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)?.value;
    const next = withStepOneControls(form, {
      destination: control('destination'),
      duration: control('duration'),
      travelers: control('travelers'),
      startDate: control('startDate'),
    });
    if (next) setForm(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A new step's heading takes the focus, so that a screen reader says where the visitor now is and the
  // keyboard starts from the top of the step (the Next button stays, and would keep it otherwise).
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<Step | null>(focusOnMount ? null : step);
  useEffect(() => {
    if (shownStep.current !== step) heading.current?.focus();
    shownStep.current = step;
  }, [step]);

  const next = () => {
    const error = stepError(step, form, today);
    if (error) {
      onInvalid(error);
      return;
    }
    if (step === 4) onGenerate();
    else setStep((step + 1) as Step);
  };

  return (
    <Card className="space-y-5">
      <ProgressSegments step={step} />
      <h2 ref={heading} tabIndex={-1} className="text-lg font-bold text-teal-900">
        {t(`wizard.titles.${step}`)}
      </h2>

      {step === 1 ? (
        <div ref={stepOne} className="space-y-4">
          <label className={LABEL_CLASS}>
            {t('form.destination')}
            <select
              name="destination"
              className={FIELD_CLASS}
              value={form.destination}
              onChange={(event) => set('destination', event.target.value as CitySlug | '')}
            >
              <option value="">{t('form.chooseDestination')}</option>
              {CITY_SLUGS.map((city) => (
                <option key={city} value={city}>
                  {t(`cities.${city}`)}
                </option>
              ))}
            </select>
          </label>
          <label className={LABEL_CLASS}>
            {t('form.duration')}: <output>{t('form.days', { count: form.duration })}</output>
            <input
              type="range"
              name="duration"
              min={MIN_DURATION_DAYS}
              max={MAX_DURATION_DAYS}
              step={1}
              value={form.duration}
              aria-label={t('form.duration')}
              aria-valuetext={t('form.days', { count: form.duration })}
              onChange={(event) => set('duration', Number(event.target.value))}
              className={SLIDER_CLASS}
            />
          </label>
          <label className={LABEL_CLASS}>
            {t('form.travelers')}
            <select
              name="travelers"
              className={FIELD_CLASS}
              value={form.travelers}
              onChange={(event) => set('travelers', event.target.value as Travelers)}
            >
              {TRAVELERS.map((who) => (
                <option key={who} value={who}>
                  {t(`travelers.${who}`)}
                </option>
              ))}
            </select>
          </label>
          <label className={LABEL_CLASS}>
            {t('form.startDate')}
            <input
              type="date"
              name="startDate"
              className={FIELD_CLASS}
              min={today || undefined}
              value={form.startDate}
              onChange={(event) => set('startDate', event.target.value)}
            />
          </label>
        </div>
      ) : null}

      {step === 2 ? (
        <ToggleTiles
          legend={t('form.interests')}
          options={INTERESTS}
          selected={form.interests}
          label={(id) => t(`interests.${id}`)}
          onToggle={(id) => set('interests', toggled(form.interests, id))}
        />
      ) : null}

      {step === 3 ? (
        <div className="space-y-5">
          <label className={LABEL_CLASS}>
            {t('form.budget')}
            <input
              type="range"
              min={1}
              max={3}
              step={1}
              value={form.budget}
              aria-label={t('form.budget')}
              aria-valuetext={t(`budget.${form.budget}`)}
              onChange={(event) => set('budget', Number(event.target.value) as Budget)}
              className={SLIDER_CLASS}
            />
            <output className="block text-center text-base font-semibold text-teal-800">
              {t(`budget.${form.budget}`)}
            </output>
          </label>
          <ToggleTiles
            legend={t('form.transport')}
            options={TRANSPORTS}
            selected={form.transport}
            label={(id) => t(`transport.${id}`)}
            onToggle={(id) => set('transport', toggled(form.transport, id))}
          />
        </div>
      ) : null}

      {step === 4 ? (
        <div className="space-y-5">
          <ToggleTiles
            legend={t('form.diet')}
            options={DIETS}
            selected={form.diet}
            label={(id) => t(`diet.${id}`)}
            onToggle={(id) => set('diet', toggled(form.diet, id))}
          />
          <label className={LABEL_CLASS}>
            {t('form.specialRequests')}
            <textarea
              rows={3}
              maxLength={500}
              className={`${FIELD_CLASS} py-2`}
              placeholder={t('form.specialRequestsPlaceholder')}
              value={form.specialRequests}
              onChange={(event) => set('specialRequests', event.target.value)}
            />
          </label>
        </div>
      ) : null}

      <div className="flex gap-3">
        {step > 1 ? (
          <Button variant="ghost" onClick={() => setStep((step - 1) as Step)} busy={busy}>
            {t('wizard.previous')}
          </Button>
        ) : null}
        <div className="flex-1">
          <Button block onClick={next} busy={busy}>
            {step === 4 ? t('wizard.generate') : t('wizard.next')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
