import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { startFakeHttpServer } from './fake-http-server';
import type { FakeHttpServer, FakeReply, RecordedRequest } from './fake-http-server';

// A stateful stand-in for the parts of the Stripe API the payment adapter uses, speaking Stripe's wire
// format: form-encoded bodies with bracket keys, Bearer auth, Idempotency-Key, `expand[]`, and
// `{ error: { type, code, message, param } }` failures. The official SDK talks to it via host/port/protocol.

export const STRIPE_FAKE_SECRET_KEY = 'sk_test_fake_51Mizan';
export const STRIPE_FAKE_WEBHOOK_SECRET = 'whsec_fake_mizan_webhook_secret';

export interface FakePrice {
  id: string;
  unit_amount: number;
  currency: string;
  /** Extra currencies, as Stripe's multi-currency prices: { gbp: 799 }. */
  currency_options?: Record<string, number>;
}

type Params = { [key: string]: Param };
type Param = string | Params | Param[];

interface StoredSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_secret: string;
  client_reference_id: string | null;
  created: number;
  expires_at: number;
  livemode: false;
  locale: string | null;
  metadata: Record<string, string>;
  mode: string;
  payment_intent: string | null;
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  return_url: string | null;
  status: 'open' | 'complete' | 'expired';
  ui_mode: string;
}

export interface StripeFake {
  readonly server: FakeHttpServer;
  /** Options for `createStripePaymentProvider` pointing at this fake. */
  readonly sdkOptions: { host: string; port: number; protocol: 'http' };
  addPrice(price: FakePrice): void;
  session(id: string): Readonly<StoredSession> | undefined;
  /** The customer finished the embedded form: a card pays at once; an async method stays unpaid. */
  completeSession(id: string, options: { at: Date; async?: boolean }): void;
  /** The async method (SEPA...) settled. */
  succeedAsyncPayment(id: string): void;
  /** A webhook as Stripe sends it: the JSON body and its Stripe-Signature header. */
  signedEvent(
    type: string,
    sessionId: string,
    options?: { timestamp?: number; secret?: string },
  ): { payload: string; header: string };
  close(): Promise<void>;
}

const ALLOWED_UI_MODES = new Set(['embedded_page', 'hosted_page', 'elements', 'form']);

const stripeError = (
  status: number,
  type: string,
  message: string,
  extra: { code?: string; param?: string } = {},
): FakeReply => ({
  status,
  json: { error: { type, message, ...extra } },
});

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** `a[b][0][c]=v` -> { a: { b: [ { c: 'v' } ] } }, as Stripe reads its form bodies and query strings. */
export function parseStripeForm(encoded: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Params = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      if (typeof next !== 'object' || Array.isArray(next)) node[part] = {};
      node = node[part] as Params;
    });
  }
  return root;
}

const str = (value: Param | undefined): string | undefined => (typeof value === 'string' ? value : undefined);
const obj = (value: Param | undefined): Params =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : {};
const list = (value: Param | undefined): Param[] => Object.values(obj(value));

export async function startStripeFake(): Promise<StripeFake> {
  const prices = new Map<string, FakePrice>();
  const sessions = new Map<string, StoredSession>();
  const intents = new Map<
    string,
    { id: string; object: 'payment_intent'; status: string; latest_charge: string | null; created: number }
  >();
  const charges = new Map<
    string,
    { id: string; object: 'charge'; created: number; paid: boolean; status: string }
  >();
  const idempotent = new Map<string, { body: string; reply: FakeReply }>();
  const sdk = new Stripe(STRIPE_FAKE_SECRET_KEY);
  const nowSec = () => Math.floor(Date.now() / 1000);

  function priceJson(price: FakePrice, expand: string[]) {
    const base = {
      id: price.id,
      object: 'price',
      active: true,
      currency: price.currency,
      unit_amount: price.unit_amount,
      type: 'one_time',
      livemode: false,
    };
    if (!expand.includes('currency_options')) return base;
    const options = Object.fromEntries(
      Object.entries({ [price.currency]: price.unit_amount, ...price.currency_options }).map(
        ([currency, amount]) => [
          currency,
          { unit_amount: amount, tax_behavior: 'unspecified', custom_unit_amount: null },
        ],
      ),
    );
    return { ...base, currency_options: options };
  }

  function sessionJson(session: StoredSession, expand: string[]) {
    if (!session.payment_intent || !expand.some((e) => e.startsWith('payment_intent'))) return { ...session };
    const intent = intents.get(session.payment_intent);
    if (!intent) return { ...session };
    const charge =
      expand.includes('payment_intent.latest_charge') && intent.latest_charge
        ? charges.get(intent.latest_charge)
        : undefined;
    return { ...session, payment_intent: { ...intent, latest_charge: charge ?? intent.latest_charge } };
  }

  function createSession(params: Params): FakeReply {
    const uiMode = str(params.ui_mode) ?? 'hosted_page';
    if (!ALLOWED_UI_MODES.has(uiMode)) {
      return stripeError(
        400,
        'invalid_request_error',
        `Invalid ui_mode: must be one of elements, embedded_page, form, or hosted_page`,
        { param: 'ui_mode' },
      );
    }
    const mode = str(params.mode);
    if (mode !== 'payment')
      return stripeError(400, 'invalid_request_error', 'This fake supports mode=payment only', {
        param: 'mode',
      });
    const returnUrl = str(params.return_url);
    if (uiMode === 'embedded_page' && !returnUrl) {
      return stripeError(400, 'invalid_request_error', 'Missing required param: return_url.', {
        code: 'parameter_missing',
        param: 'return_url',
      });
    }
    if (str(params.success_url) && uiMode === 'embedded_page') {
      return stripeError(
        400,
        'invalid_request_error',
        'You cannot use success_url with ui_mode embedded_page.',
        { param: 'success_url' },
      );
    }
    const items = list(params.line_items).map(obj);
    if (items.length === 0)
      return stripeError(400, 'invalid_request_error', 'Missing required param: line_items.', {
        code: 'parameter_missing',
        param: 'line_items',
      });
    let currency = str(params.currency);
    let total = 0;
    for (const [index, item] of items.entries()) {
      const priceId = str(item.price) ?? '';
      const price = prices.get(priceId);
      if (!price)
        return stripeError(400, 'invalid_request_error', `No such price: '${priceId}'`, {
          code: 'resource_missing',
          param: `line_items[${index}][price]`,
        });
      currency ??= price.currency;
      const amount = currency === price.currency ? price.unit_amount : price.currency_options?.[currency];
      if (amount === undefined) {
        return stripeError(
          400,
          'invalid_request_error',
          `The price ${price.id} has no currency_options for ${currency}.`,
          { param: 'currency' },
        );
      }
      total += amount * Number(str(item.quantity) ?? '1');
    }
    const sessionId = id('cs');
    const created = nowSec();
    const session: StoredSession = {
      id: sessionId,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      currency: currency ?? 'eur',
      client_secret: `${sessionId}_secret_${randomBytes(12).toString('hex')}`,
      client_reference_id: str(params.client_reference_id) ?? null,
      created,
      expires_at: created + 24 * 3600,
      livemode: false,
      locale: str(params.locale) ?? null,
      metadata: Object.fromEntries(
        Object.entries(obj(params.metadata)).filter((e): e is [string, string] => typeof e[1] === 'string'),
      ),
      mode,
      payment_intent: null,
      payment_status: 'unpaid',
      return_url: returnUrl ?? null,
      status: 'open',
      ui_mode: uiMode,
    };
    sessions.set(sessionId, session);
    return { status: 200, json: session };
  }

  function handle(request: RecordedRequest): FakeReply {
    if (request.headers.authorization !== `Bearer ${STRIPE_FAKE_SECRET_KEY}`) {
      return stripeError(401, 'invalid_request_error', 'Invalid API Key provided: sk_test_****');
    }
    const expand = list(parseStripeForm(request.url.search.slice(1)).expand).filter(
      (e): e is string => typeof e === 'string',
    );
    const path = request.url.pathname;

    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const key = request.headers['idempotency-key'];
      const keyString = typeof key === 'string' ? key : undefined;
      const previous = keyString ? idempotent.get(keyString) : undefined;
      if (previous) {
        if (previous.body !== request.body) {
          return stripeError(
            400,
            'idempotency_error',
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${keyString}' if you meant to execute a different request.`,
          );
        }
        return previous.reply;
      }
      const reply = createSession(parseStripeForm(request.body));
      if (keyString) idempotent.set(keyString, { body: request.body, reply });
      return reply;
    }

    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && sessionMatch?.[1]) {
      const session = sessions.get(decodeURIComponent(sessionMatch[1]));
      if (!session)
        return stripeError(404, 'invalid_request_error', `No such checkout.session: '${sessionMatch[1]}'`, {
          code: 'resource_missing',
          param: 'session',
        });
      return { status: 200, json: sessionJson(session, expand) };
    }

    const priceMatch = /^\/v1\/prices\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && priceMatch?.[1]) {
      const price = prices.get(decodeURIComponent(priceMatch[1]));
      if (!price)
        return stripeError(404, 'invalid_request_error', `No such price: '${priceMatch[1]}'`, {
          code: 'resource_missing',
          param: 'price',
        });
      return { status: 200, json: priceJson(price, expand) };
    }

    return stripeError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${request.method}: ${path}).`,
    );
  }

  const server = await startFakeHttpServer(handle);
  const port = Number(new URL(server.url).port);

  function mustGet(sessionId: string): StoredSession {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`stripe fake: no session ${sessionId}`);
    return session;
  }

  return {
    server,
    sdkOptions: { host: '127.0.0.1', port, protocol: 'http' },
    addPrice(price) {
      prices.set(price.id, price);
    },
    session(sessionId) {
      return sessions.get(sessionId);
    },
    completeSession(sessionId, { at, async = false }) {
      const session = mustGet(sessionId);
      const created = Math.floor(at.getTime() / 1000);
      const intentId = id('pi');
      const chargeId = id('ch');
      charges.set(chargeId, {
        id: chargeId,
        object: 'charge',
        created,
        paid: !async,
        status: async ? 'pending' : 'succeeded',
      });
      intents.set(intentId, {
        id: intentId,
        object: 'payment_intent',
        status: async ? 'processing' : 'succeeded',
        latest_charge: chargeId,
        created,
      });
      session.status = 'complete';
      session.payment_status = async ? 'unpaid' : 'paid';
      session.payment_intent = intentId;
    },
    succeedAsyncPayment(sessionId) {
      const session = mustGet(sessionId);
      const intent = session.payment_intent ? intents.get(session.payment_intent) : undefined;
      const charge = intent?.latest_charge ? charges.get(intent.latest_charge) : undefined;
      if (!intent || !charge) throw new Error(`stripe fake: session ${sessionId} has no pending payment`);
      // As on Stripe, the charge keeps its creation time; only its state changes.
      intent.status = 'succeeded';
      charge.paid = true;
      charge.status = 'succeeded';
      session.payment_status = 'paid';
    },
    signedEvent(type, sessionId, options = {}) {
      const timestamp = options.timestamp ?? nowSec();
      const event = {
        id: id('evt'),
        object: 'event',
        api_version: '2026-10-28.endive',
        created: timestamp,
        data: { object: { ...mustGet(sessionId) } },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      };
      const payload = JSON.stringify(event);
      const header = sdk.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? STRIPE_FAKE_WEBHOOK_SECRET,
        timestamp,
      });
      return { payload, header };
    },
    close: () => server.close(),
  };
}
