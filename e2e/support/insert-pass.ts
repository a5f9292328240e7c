import path from 'node:path';
import Database from 'better-sqlite3';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Gives `ownerId` an active 7-day pass straight in the e2e server's SQLite database, as fulfilment would after
 * a payment: journeys that need a pass holder do not have to go through a checkout.
 */
export function insertPass(ownerId: string, now = Date.now()): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (e2e/playwright.config.ts sets it)');
  const db = new Database(path.join(dataDir, 'mizan.sqlite'));
  try {
    db.prepare(
      `insert into passes (id, owner_id, plan, days, provider, provider_session_id, paid_at, expires_at, deactivated_at, created_at)
       values (?, ?, '10day', 7, 'demo', ?, ?, ?, null, ?)`,
    ).run(`e2e-${ownerId}`, ownerId, `e2e-session-${ownerId}`, now, now + 7 * DAY_MS, now);
  } finally {
    db.close();
  }
}
