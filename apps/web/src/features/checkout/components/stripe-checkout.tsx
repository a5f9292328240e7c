import { useEffect, useState } from 'react';
import { EmbeddedCheckout, EmbeddedCheckoutProvider } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import type { Stripe } from '@stripe/stripe-js';

// loadStripe injects Stripe's script once; keep one promise per key so re-renders never load it again.
const stripeByKey = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

interface StripeCheckoutProps {
  publishableKey: string;
  clientSecret: string;
  loadingText: string;
}

/**
 * Stripe's Embedded Checkout (loaded only when the provider is Stripe). Stripe redirects to the return URL
 * the server put in the session. While its script is missing the box says 'Loading payment SDK…' (spec 8).
 */
export function StripeCheckout({ publishableKey, clientSecret, loadingText }: StripeCheckoutProps) {
  const [stripe, setStripe] = useState<Stripe | null>(null);
  useEffect(() => {
    let current = true;
    void stripeFor(publishableKey)
      .then((loaded) => current && setStripe(loaded))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [publishableKey]);

  if (!stripe) return <p className="p-6 text-center text-muted">{loadingText}</p>;
  // Stripe allows one session per provider instance: a new plan's session gets a new provider.
  return (
    <EmbeddedCheckoutProvider key={clientSecret} stripe={stripe} options={{ clientSecret }}>
      <EmbeddedCheckout />
    </EmbeddedCheckoutProvider>
  );
}
