import { Loader2, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { ModelProblem, ModelState } from '../hooks/use-typed-translation';

const PROBLEM_KEYS = {
  timeout: 'model.timeout',
  unavailable: 'model.unavailable',
  offline: 'model.offline',
  'no-use-left': 'model.noUseLeft',
} as const satisfies Record<ModelProblem, string>;

/**
 * Under an answer the embedded translators refused or only half knew: the server's AI translator, one tap and one
 * 'translate' use away (nothing spent for a pass holder), and why it gave nothing when it failed (the embedded
 * answer above stays).
 */
export function ModelOffer({ state, pass, onAsk }: { state: ModelState; pass: boolean; onAsk: () => void }) {
  const { t } = useTranslation('translator-result');
  const asking = state.status === 'asking';
  return (
    <div className="space-y-2" data-testid="model-offer">
      {state.status === 'failed' ? <Alert>{t(PROBLEM_KEYS[state.problem])}</Alert> : null}
      <Button variant="secondary" size="sm" block onClick={onAsk} busy={asking}>
        {asking ? (
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Sparkles aria-hidden="true" className="size-4" />
        )}
        {asking ? t('model.asking') : t(pass ? 'model.offerPass' : 'model.offer')}
      </Button>
    </div>
  );
}
