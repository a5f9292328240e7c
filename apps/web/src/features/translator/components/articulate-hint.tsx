import { useTranslation } from 'react-i18next';

// Spec 2: in darija → target mode, a bilingual hint (French and Arabic) asks the speaker to articulate. Written
// for the Moroccan, so the same in every interface language: French, and Darija in Arabic script (عافاك "please",
// هضر "speak", بشوية "slowly", بالواضح "clearly").
export const ARTICULATE_FR = 'Parlez lentement et articulez bien, s’il vous plaît.';
export const ARTICULATE_AR = 'عافاك، هضر بشوية وبالواضح.';

export function ArticulateHint() {
  const { t } = useTranslation('translator');
  return (
    <aside
      aria-label={t('hint.label')}
      className="rounded-2xl border border-teal-800/15 bg-teal-50 p-4 text-teal-950"
    >
      <p lang="fr" className="text-lg font-semibold">
        {ARTICULATE_FR}
      </p>
      <p lang="ar" dir="rtl" className="mt-1 text-right text-2xl leading-relaxed font-semibold">
        {ARTICULATE_AR}
      </p>
    </aside>
  );
}
