// Tables of migration 002-payments, in the camelCase the code sees (see schema.ts).

export interface DemoCheckoutSessionsTable {
  id: string;
  clientSecret: string;
  idempotencyKey: string;
  identityId: string;
  plan: string;
  trigger: string | null;
  checkout: string;
  /** Minor units. */
  amount: number;
  currency: string;
  /** With the literal `{CHECKOUT_SESSION_ID}`, as given at creation. */
  returnUrl: string;
  paidAt: number | null;
  createdAt: number;
}
