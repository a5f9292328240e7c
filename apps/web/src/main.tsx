import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { startQueryClient } from '@/app/provider';
import { loadFirstScreen } from '@/app/router';
import { FIRST_PAINT_NAMESPACES, initI18n, loadAllTextsWhenSettled } from '@/lib/i18n';
import { registerServiceWorkerWhenSettled } from '@/lib/register-sw';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = startQueryClient();
await Promise.all([initI18n(FIRST_PAINT_NAMESPACES), loadFirstScreen(window.location.pathname)]);
// A transition render yields to the browser every few milliseconds instead of one long task (TBT); the
// static frame in index.html stays painted until React commits.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});
registerServiceWorkerWhenSettled();
loadAllTextsWhenSettled();
