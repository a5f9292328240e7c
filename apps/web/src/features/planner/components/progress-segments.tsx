import { useTranslation } from 'react-i18next';
import { STEPS } from '../lib/wizard-form';
import type { Step } from '../lib/wizard-form';

/** The four-segment progress bar (spec 2): segments up to the current step are filled. */
export function ProgressSegments({ step }: { step: Step }) {
  const { t } = useTranslation('planner');
  return (
    <div>
      <p className="text-xs font-semibold tracking-wide text-teal-800 uppercase">
        {t('wizard.stepOf', { step, total: STEPS.length })} · {t(`wizard.titles.${step}`)}
      </p>
      <div
        role="progressbar"
        aria-label={t('wizard.progress')}
        aria-valuemin={1}
        aria-valuemax={STEPS.length}
        aria-valuenow={step}
        className="mt-2 grid grid-cols-4 gap-1.5"
      >
        {STEPS.map((segment) => (
          <span
            key={segment}
            data-filled={segment <= step}
            className={`h-1.5 rounded-full ${segment <= step ? 'bg-terracotta-600' : 'bg-sand-200'}`}
          />
        ))}
      </div>
    </div>
  );
}
