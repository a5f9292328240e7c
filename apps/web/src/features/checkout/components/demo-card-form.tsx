import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { CreditCard, FlaskConical, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FIELD_CLASS } from '@/components/ui/field-styles';
import { useReasonText } from '@/hooks/use-reason-text';
import { serverReason } from '@/lib/api-client';
import { useDemoPay } from '../api/post-demo-pay';
import { expiryForApi, formatCardNumber, formatCvc, formatExpiry } from '../lib/card-input';

interface DemoCardFormProps {
  sessionId: string;
  /** The formatted price of the plan, when known. */
  amount: string | null;
  /** Where the provider sends the buyer once paid (the completion page with session_id). */
  onPaid: (returnUrl: string) => void;
}

/** The demo provider's card entry: behaves like a card field, takes test cards only and charges nothing. */
export function DemoCardForm({ sessionId, amount, onPaid }: DemoCardFormProps) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [pay, send] = useDemoPay((answer) => onPaid(answer.returnUrl));
  const reasonText = useReasonText();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ sessionId, cardNumber: cardNumber.replace(/\s/g, ''), expiry: expiryForApi(expiry), cvc });
  };
  const error = pay.error
    ? (reasonText(serverReason(pay.error), {
        payment_required: t('demo.refusals.payment_required'),
        validation_failed: t('demo.refusals.validation_failed'),
        not_found: t('demo.refusals.not_found'),
      }) ?? t('demo.failed'))
    : null;

  return (
    <form onSubmit={submit} className="space-y-4 p-5" aria-describedby={`${id}-demo`}>
      <p id={`${id}-demo`} className="flex items-start gap-2 rounded-lg bg-sand-100 p-3 text-sm text-ink">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-terracotta-700" />
        <span>
          <strong>{t('demo.badge')}</strong> {t('demo.hint')}
        </span>
      </p>
      <div>
        <label htmlFor={`${id}-number`} className="text-sm font-medium text-ink">
          {t('demo.cardNumber')}
        </label>
        <div className="relative">
          <input
            id={`${id}-number`}
            className={`${FIELD_CLASS} pr-10 tracking-wide`}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            value={cardNumber}
            onChange={(e) => setCardNumber(formatCardNumber(e.target.value))}
            required
          />
          <CreditCard
            aria-hidden="true"
            className="absolute top-1/2 right-3 mt-0.5 size-5 -translate-y-1/2 text-muted"
          />
        </div>
      </div>
      {/* Side by side, or one under the other where a label would not fit half the form (large text). */}
      <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,8rem),1fr))] gap-3">
        <div>
          <label htmlFor={`${id}-expiry`} className="text-sm font-medium text-ink">
            {t('demo.expiry')}
          </label>
          <input
            id={`${id}-expiry`}
            className={`${FIELD_CLASS} tracking-wide`}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('demo.expiryPlaceholder')}
            value={expiry}
            onChange={(e) => setExpiry(formatExpiry(e.target.value))}
            required
          />
        </div>
        <div>
          <label htmlFor={`${id}-cvc`} className="text-sm font-medium text-ink">
            {t('demo.cvc')}
          </label>
          <input
            id={`${id}-cvc`}
            className={`${FIELD_CLASS} tracking-wide`}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={cvc}
            onChange={(e) => setCvc(formatCvc(e.target.value))}
            required
          />
        </div>
      </div>
      {error ? <Alert>{error}</Alert> : null}
      {pay.isPaused ? <Alert tone="notice">{t('checkout.offline')}</Alert> : null}
      <Button type="submit" variant="secondary" block busy={pay.isPending}>
        <Lock aria-hidden="true" className="size-4" />
        {pay.isPending ? t('demo.paying') : amount ? t('demo.pay', { amount }) : t('demo.payPlain')}
      </Button>
    </form>
  );
}
