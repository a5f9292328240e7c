import type { StoredDirection } from '@mizan/contracts/translate-limits';
import type { Language } from '@mizan/domain/text/language';
import { Card } from '@/components/ui/card';
import { useRealtimeBeta } from '../hooks/use-realtime-beta';
import { RealtimePanel } from './realtime-panel';

interface RealtimeBetaProps {
  direction: StoredDirection;
  language: Language;
  onPaymentRequired: () => Promise<void>;
}

/**
 * The hidden beta's realtime session with its panel, in a chunk of its own: it loads when the title's double tap
 * opens it, not with the screen (ADR 022). Closing the beta unmounts it, which ends a session still open.
 */
export function RealtimeBeta({ direction, language, onPaymentRequired }: RealtimeBetaProps) {
  const realtime = useRealtimeBeta({ direction, language, onPaymentRequired });
  return (
    <Card>
      <RealtimePanel
        status={realtime.status}
        problem={realtime.problem}
        texts={realtime.texts}
        onToggle={realtime.toggle}
      />
    </Card>
  );
}
