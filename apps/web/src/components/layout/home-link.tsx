import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The link back home above a feature screen's title (translator, planner), in the frame's texts. */
export function HomeLink() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-xl px-4 pt-4">
      <Link
        to="/"
        className="inline-flex min-h-11 items-center gap-1 rounded-full pr-3 text-sm font-semibold text-teal-800 hover:text-teal-950"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('nav.home')}
      </Link>
    </div>
  );
}
