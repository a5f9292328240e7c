import { useState } from 'react';
import type { MouseEvent } from 'react';
import { BadgeCheck, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmailAddress } from '@/components/ui/email-address';
import { SUPPORT_EMAIL } from '@/lib/config';
import { passActivatedShowStore, passExpiresAtStore } from '@/lib/storage';
import { passDaysLeft } from '../lib/pass-days-left';

/**
 * The dismiss button goes with the notice, and the focus on it (a keyboard or a screen reader's) with it, to the
 * page's start: it goes on to the page's content instead, where the skip link leads, focusable for that moment.
 */
function focusContent(): void {
  const main = document.getElementById('main');
  if (!main) return;
  main.tabIndex = -1;
  main.addEventListener('blur', () => main.removeAttribute('tabindex'), { once: true });
  main.focus();
}

/** The notice after a purchase (pass-activated-banner.tsx mounts it while the session flag is set). */
export function PassActivatedNotice() {
  const { t } = useTranslation('pass');
  const [dismissed, setDismissed] = useState(false);
  // The length of the pass bought (3, 7 or 15 days), from the expiry the completion page kept: spec 2 says
  // '3 days', which is false for the 7- and 15-day passes (ADR 013, 2026-11-25).
  const [days] = useState(() => passDaysLeft(passExpiresAtStore.read(), Date.now()));
  if (dismissed) return null;
  const dismiss = (event: MouseEvent<HTMLButtonElement>) => {
    const focused = event.currentTarget === document.activeElement;
    passActivatedShowStore.remove();
    setDismissed(true);
    if (focused) focusContent();
  };
  // Over the top of the page, not above it: the flag is in session storage, which the prerendered page cannot
  // know, so the notice comes after the first paint, and in the flow it pushed what the visitor was reading
  // about 130 px down (ADR 013, 2026-11-25).
  return (
    <div
      role="status"
      className="fixed inset-x-0 top-0 z-40 border-b border-teal-700 bg-teal-800 text-white shadow-lg"
    >
      <div className="mx-auto flex max-w-xl items-start gap-3 px-4 py-3">
        <BadgeCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-sand-200" />
        <div className="flex-1 text-sm">
          <p className="font-semibold">{t('banner.title')}</p>
          <p>{days === null ? t('banner.body') : t('banner.bodyDays', { count: days })}</p>
          <p className="mt-1">
            {t('banner.help')}{' '}
            <a className="font-medium underline" href={`mailto:${SUPPORT_EMAIL}`}>
              <EmailAddress address={SUPPORT_EMAIL} />
            </a>
          </p>
        </div>
        <button
          type="button"
          onClick={dismiss}
          aria-label={t('banner.dismiss')}
          className="rounded-full p-2 hover:bg-teal-700"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
