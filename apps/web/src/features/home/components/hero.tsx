import { CircleCheck, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button-link';

export function Hero() {
  const { t } = useTranslation('home');
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-teal-800 via-teal-800 to-teal-950 p-6 text-white shadow-lg"
    >
      <div aria-hidden="true" className="absolute -top-16 -right-16 size-48 rounded-full border-[18px] border-sand-200/15" />
      <div aria-hidden="true" className="absolute -bottom-20 -left-10 size-40 rounded-full bg-terracotta-600/25" />
      <h2 id="hero-title" className="relative font-display text-3xl leading-tight font-semibold">
        {t('hero.title')}
      </h2>
      <p className="relative mt-3 text-teal-50">{t('hero.subline')}</p>
      <ul className="relative mt-4 space-y-2 text-sm">
        <li className="flex gap-2">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-sand-200" />
          {t('hero.benefitFares')}
        </li>
        <li className="flex gap-2">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-sand-200" />
          {t('hero.benefitTranslate')}
        </li>
      </ul>
      <div className="relative mt-5">
        <ButtonLink to="/pay">
          <Sparkles aria-hidden="true" className="size-5" />
          {t('hero.cta')}
        </ButtonLink>
      </div>
    </section>
  );
}
