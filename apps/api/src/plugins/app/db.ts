import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { openDatabase } from '../../db/database';
import type { SqlDialect } from '../../db/database';
import { migrateToLatest } from '../../db/migrations';
import type { Database } from '../../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbDialect: SqlDialect;
  }
}

export const dbPlugin = fp(
  async (app) => {
    const { db, dialect } = openDatabase(app.config);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
    await migrateToLatest(db.withoutPlugins() as Kysely<unknown>, dialect);
    app.decorate('db', db);
    app.decorate('dbDialect', dialect);
  },
  { name: 'db', dependencies: ['config'] },
);
