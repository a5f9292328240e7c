import { useCallback } from 'react';
import { Clock, Languages, Mail, ReceiptText, Scale, ShieldCheck, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { EmailAddress } from '@/components/ui/email-address';
import { Page } from '@/components/ui/page';
import { LanguageSwitcher } from '@/features/language/components/language-switcher';
import { useDoubleTap } from '@/hooks/use-double-tap';
import { SUPPORT_EMAIL } from '@/lib/config';

function Section({
  id,
  icon: Icon,
  title,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card id={id} labelledBy={`${id}-title`}>
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-teal-900">
        <Icon aria-hidden="true" className="size-5 text-terracotta-600" />
        {title}
      </h2>
      <div className="mt-2 space-y-3 text-ink">{children}</div>
    </Card>
  );
}

/** About us, customer service, refund and dispute policy (spec 2 "About page", 9). */
export function AboutRoute() {
  const { t } = useTranslation('about');
  const navigate = useNavigate();
  const onTitleClick = useDoubleTap(useCallback(() => void navigate('/tst/checkout'), [navigate]));
  return (
    <Page title={t('title')} documentTitle={t('title')} onTitleClick={onTitleClick}>
      <Section id="about-us" icon={Users} title={t('aboutUs.heading')}>
        <p>{t('aboutUs.body')}</p>
        <p className="text-sm text-muted">{t('aboutUs.sources')}</p>
      </Section>
      <Section id="customer-service" icon={Mail} title={t('service.heading')}>
        <p>{t('service.body')}</p>
        <a href={`mailto:${SUPPORT_EMAIL}`} className={buttonClass('secondary', { size: 'sm' })}>
          <Mail aria-hidden="true" className="size-4" />
          <EmailAddress address={SUPPORT_EMAIL} />
        </a>
        <p className="flex items-center gap-2 text-sm text-muted">
          <Clock aria-hidden="true" className="size-4" />
          {t('service.responseTime')}
        </p>
      </Section>
      <Section id="refund-policy" icon={Scale} title={t('policy.heading')}>
        <h3 id="refunds" className="flex items-center gap-2 font-semibold text-teal-900">
          <ReceiptText aria-hidden="true" className="size-4" />
          {t('policy.refundsHeading')}
        </h3>
        <p>{t('policy.refundsBody')}</p>
        <h3 id="disputes" className="flex items-center gap-2 font-semibold text-teal-900">
          <Scale aria-hidden="true" className="size-4" />
          {t('policy.disputesHeading')}
        </h3>
        <p>{t('policy.disputesBody')}</p>
        <h3 id="processing" className="flex items-center gap-2 font-semibold text-teal-900">
          <ShieldCheck aria-hidden="true" className="size-4" />
          {t('policy.processingHeading')}
        </h3>
        <p>{t('policy.processingBody')}</p>
      </Section>
      <Section id="language" icon={Languages} title={t('language.heading')}>
        <LanguageSwitcher />
      </Section>
    </Page>
  );
}
