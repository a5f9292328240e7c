import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '../lib/password-rule';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FIELD_CLASS } from '@/components/ui/field-styles';
import { useReasonText } from '@/hooks/use-reason-text';
import { serverReason } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { signIn } from '../api/post-credentials';
import type { AuthMode } from '../api/post-credentials';

const AUTH_MODES = ['login', 'register'] as const;
// Two tabs: any arrow goes to the other one.
const ARROWS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];

/** Sign in, or create an account (spec 8 messages); `onSignedIn` moves on once the server has said yes. */
export function AuthForm({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [mode, setMode] = useState<AuthMode>('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const reasonText = useReasonText();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setPending(true);
    signIn(mode, { email, password })
      .then(
        () => {
          void notify(mode === 'login' ? t('signedIn') : t('accountCreated'), 'success');
          return onSignedIn();
        },
        (failed: unknown) => setError(failed),
      )
      .finally(() => setPending(false));
  };
  const switchTo = (next: AuthMode) => {
    setMode(next);
    setError(null);
  };
  const reason = error
    ? reasonText(serverReason(error), {
        unauthorized: t('refusals.unauthorized'),
        conflict: t('refusals.conflict'),
        rate_limited: t('refusals.rate_limited'),
      })
    : null;
  const failure = error
    ? `${mode === 'login' ? t('signInFailed') : t('registrationFailed')}${reason ? `: ${reason}` : ''}`
    : null;

  return (
    <Card>
      {/* Tabs as WAI-ARIA's pattern has them (what a screen reader announces for role=tab): one Tab stop, the
          arrow keys switch, the form is their panel. Side by side, or one over the other with large text
          ('Anmelde|n' broke at 200 %). */}
      <div
        role="tablist"
        aria-label={t('modes')}
        className="mb-4 grid grid-cols-[repeat(auto-fit,minmax(min(100%,9rem),1fr))] rounded-3xl bg-sand-100 p-1"
        onKeyDown={(event) => {
          if (!ARROWS.includes(event.key)) return;
          event.preventDefault();
          const next = mode === 'login' ? 'register' : 'login';
          switchTo(next);
          document.getElementById(`${id}-tab-${next}`)?.focus();
        }}
      >
        {AUTH_MODES.map((m) => (
          <button
            key={m}
            id={`${id}-tab-${m}`}
            type="button"
            role="tab"
            aria-selected={mode === m}
            aria-controls={`${id}-panel`}
            tabIndex={mode === m ? 0 : -1}
            onClick={() => switchTo(m)}
            className={`min-h-11 rounded-full text-sm font-semibold ${mode === m ? 'bg-white text-teal-900 shadow-sm' : 'text-muted'}`}
          >
            {m === 'login' ? t('tabLogin') : t('tabRegister')}
          </button>
        ))}
      </div>
      <form
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-tab-${mode}`}
        onSubmit={submit}
        className="space-y-4"
      >
        <div>
          <label htmlFor={`${id}-email`} className="text-sm font-medium text-ink">
            {t('email')}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            required
            className={FIELD_CLASS}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-password`} className="text-sm font-medium text-ink">
            {t('password')}
          </label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            required
            minLength={PASSWORD_MIN_LENGTH}
            aria-describedby={`${id}-hint`}
            className={FIELD_CLASS}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
            {t('passwordHint', { count: PASSWORD_MIN_LENGTH })}
          </p>
        </div>
        {failure ? <Alert>{failure}</Alert> : null}
        <Button type="submit" variant="secondary" block busy={pending}>
          {mode === 'login' ? t('submitLogin') : t('submitRegister')}
        </Button>
      </form>
    </Card>
  );
}
