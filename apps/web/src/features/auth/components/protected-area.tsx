import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MeResponse } from '@mizan/contracts/auth';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { notify } from '@/lib/notify';
import { signOut } from '../api/post-logout';

interface ProtectedAreaProps {
  user: MeResponse;
  /** Given by the screen: leaves, then forgets the answers that depended on who we were. */
  onSignedOut: () => Promise<void>;
}

/** The protected page (spec 2): who is signed in, as JSON, and the way out. Any failure goes home. */
export function ProtectedArea({ user, onSignedOut }: ProtectedAreaProps) {
  const { t } = useTranslation('auth');
  const [pending, setPending] = useState(false);
  const logOut = () => {
    setPending(true);
    void signOut()
      .then(
        () => void notify(t('app.loggedOut'), 'success'),
        () => undefined,
      )
      .then(onSignedOut);
  };

  return (
    <Card className="space-y-4">
      <pre
        data-testid="current-user"
        className="rounded-lg bg-teal-950 p-4 text-sm break-all whitespace-pre-wrap text-teal-50"
      >
        {JSON.stringify(user, null, 2)}
      </pre>
      <Button variant="ghost" onClick={logOut} busy={pending}>
        <LogOut aria-hidden="true" className="size-5" />
        {t('app.logout')}
      </Button>
    </Card>
  );
}
