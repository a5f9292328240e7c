import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';

interface PageProps {
  title: string;
  /** The browser tab's title when it is not '{title} · Mizan' (a title that already names the app). */
  documentTitle?: string;
  /** Hidden entries hang off the title (double tap); see hooks/use-double-tap. */
  onTitleClick?: (event: { timeStamp: number }) => void;
  subtitle?: ReactNode;
  children?: ReactNode;
}

/** The frame of every screen: one h1, the tab's title, and the content, sized for a phone. */
export function Page({ title, documentTitle, subtitle, onTitleClick, children }: PageProps) {
  const { t } = useTranslation();
  useDocumentTitle(documentTitle ?? t('documentTitle', { page: title }));
  return (
    <div className="mx-auto w-full max-w-xl px-4 pt-6 pb-8">
      <header className="mb-5">
        <h1
          onClick={onTitleClick}
          className="font-display text-3xl font-semibold tracking-tight text-teal-900 select-none"
        >
          {title}
        </h1>
        {subtitle ? <p className="mt-1 text-muted">{subtitle}</p> : null}
      </header>
      <div className="space-y-5">{children}</div>
    </div>
  );
}
