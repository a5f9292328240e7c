import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MeResponse } from '@mizan/contracts/auth';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { notify } from '@/lib/notify';
import { usePostLogout } from '../api/post-logout';

/** The protected page (spec 2): who is signed in, as JSON, and the way out. Any failure goes home. */
export function ProtectedArea({ user }: { user: MeResponse }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = usePostLogout();

  const signOut = () => {
    logout.mutate(undefined, {
      onSuccess: () => void notify(t('app.loggedOut'), 'success'),
      // Leave first, then forget who we were: the guard must not see the user vanish while still mounted.
      onSettled: async () => {
        await navigate('/', { replace: true });
        queryClient.removeQueries({ queryKey: ['auth'] });
        await queryClient.invalidateQueries();
      },
    });
  };

  return (
    <Card className="space-y-4">
      <pre
        data-testid="current-user"
        className="rounded-lg bg-teal-950 p-4 text-sm break-all whitespace-pre-wrap text-teal-50"
      >
        {JSON.stringify(user, null, 2)}
      </pre>
      <Button variant="ghost" onClick={signOut} disabled={logout.isPending}>
        <LogOut aria-hidden="true" className="size-5" />
        {t('app.logout')}
      </Button>
    </Card>
  );
}
