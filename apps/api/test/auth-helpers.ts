import { CSRF_FIELD, CSRF_HEADER } from '@mizan/contracts/csrf';
import type { App } from '../src/app';
import { IDENTITY_COOKIE } from '../src/plugins/app/identity';

/** A browser at one address: its identity cookie and that identity's CSRF token. */
export interface Client {
  ip: string;
  cookie: string;
  csrf: string;
}

type Answer = Awaited<ReturnType<App['inject']>>;

async function csrfFor(app: App, ip: string, cookie?: string): Promise<{ cookie: string; csrf: string }> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/auth/csrf',
    remoteAddress: ip,
    ...(cookie ? { cookies: { [IDENTITY_COOKIE]: cookie } } : {}),
  });
  const set = response.cookies.find((c) => c.name === IDENTITY_COOKIE)?.value;
  const value = set ?? cookie;
  if (!value) throw new Error('no identity cookie');
  return { cookie: value, csrf: (response.json() as { csrf: string }).csrf };
}

/** A first visit from `ip`. */
export async function clientAt(app: App, ip: string): Promise<Client> {
  return { ip, ...(await csrfFor(app, ip)) };
}

/** The client after an answer that set a new identity cookie (a sign-in, a logout), with its new token. */
export async function follow(app: App, client: Client, response: Answer): Promise<Client> {
  const cookie = response.cookies.find((c) => c.name === IDENTITY_COOKIE)?.value;
  if (!cookie) throw new Error(`no identity cookie in the answer (${response.statusCode} ${response.body})`);
  return { ip: client.ip, ...(await csrfFor(app, client.ip, cookie)) };
}

/** A protected POST the way the web app sends it, from the client's address. */
export function post(app: App, client: Client, url: string, body: Record<string, unknown>): Promise<Answer> {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: client.ip,
    cookies: { [IDENTITY_COOKIE]: client.cookie },
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: client.csrf },
    payload: { ...body, [CSRF_FIELD]: client.csrf },
  });
}

export function get(app: App, client: Client, url: string): Promise<Answer> {
  return app.inject({
    method: 'GET',
    url,
    remoteAddress: client.ip,
    cookies: { [IDENTITY_COOKIE]: client.cookie },
  });
}

/** A new account, signed in from `ip`. */
export async function registered(app: App, ip: string, email: string, password: string): Promise<Client> {
  const client = await clientAt(app, ip);
  const response = await post(app, client, '/api/auth/register', { email, password });
  if (response.statusCode !== 200)
    throw new Error(`register ${email}: ${response.statusCode} ${response.body}`);
  return follow(app, client, response);
}

export const statusesOf = (answers: Answer[]) => answers.map((a) => a.statusCode);
export const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;
