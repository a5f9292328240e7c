import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Page } from '@/components/ui/page';

/** Each screen's error boundary: the navigation stays usable when one screen fails. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Page title={t('error.title')}>
      <p className="flex items-start gap-2 text-muted">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-terracotta-600" />
        {t('error.body')}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t('error.retry')}
        </Button>
        <ButtonLink to="/" variant="ghost">
          {t('error.home')}
        </ButtonLink>
      </div>
    </Page>
  );
}
