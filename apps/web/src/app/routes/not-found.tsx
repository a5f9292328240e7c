import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button-link';
import { Page } from '@/components/ui/page';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('notFound.title')}>
      <p className="flex items-center gap-2 text-muted">
        <Compass aria-hidden="true" className="size-5 text-terracotta-600" />
        {t('notFound.body')}
      </p>
      <ButtonLink to="/" variant="secondary">
        {t('notFound.home')}
      </ButtonLink>
    </Page>
  );
}
