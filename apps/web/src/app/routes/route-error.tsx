import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="min-h-12 rounded-full bg-teal-800 px-6 font-semibold text-white hover:bg-teal-700"
        >
          {t('error.retry')}
        </button>
        <ButtonLink to="/" variant="ghost">
          {t('error.home')}
        </ButtonLink>
      </div>
    </Page>
  );
}
