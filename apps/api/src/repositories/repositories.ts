import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createDemoCheckoutSessionsRepository } from './demo-checkout-sessions';
import { createIdentitiesRepository } from './identities';
import { createLoginFailuresRepository } from './login-failures';
import { createPassesRepository } from './passes';
import { createSessionsRepository } from './sessions';
import { createUsageCountersRepository } from './usage-counters';
import { createUsersRepository } from './users';

export interface Repositories {
  identities: ReturnType<typeof createIdentitiesRepository>;
  users: ReturnType<typeof createUsersRepository>;
  sessions: ReturnType<typeof createSessionsRepository>;
  loginFailures: ReturnType<typeof createLoginFailuresRepository>;
  passes: ReturnType<typeof createPassesRepository>;
  usageCounters: ReturnType<typeof createUsageCountersRepository>;
  demoCheckoutSessions: ReturnType<typeof createDemoCheckoutSessionsRepository>;
  /** Runs `work` in one database transaction, with every repository bound to it. */
  transaction<T>(work: (tx: Repositories) => Promise<T>): Promise<T>;
}

/** Every table's repository over one connection (or one transaction). A new table adds one line here. */
export function createRepositories(db: Kysely<Database>): Repositories {
  return {
    identities: createIdentitiesRepository(db),
    users: createUsersRepository(db),
    sessions: createSessionsRepository(db),
    loginFailures: createLoginFailuresRepository(db),
    passes: createPassesRepository(db),
    usageCounters: createUsageCountersRepository(db),
    demoCheckoutSessions: createDemoCheckoutSessionsRepository(db),
    transaction: (work) => db.transaction().execute((trx) => work(createRepositories(trx))),
  };
}
