import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Page } from './page';

/** A titled screen whose feature is still to come (its issue replaces the route module's content). */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Page title={title}>
      <p className="flex items-center gap-2 rounded-xl bg-sand-100 p-4 text-muted">
        <Construction aria-hidden="true" className="size-5 shrink-0 text-terracotta-600" />
        {t('comingSoon')}
      </p>
    </Page>
  );
}
