import { migrateDatabase, type Database } from './client';
import { seedDemoCatalog } from './seed';

/**
 * Migrates the database and seeds the demo catalogue when asked and the catalogue is empty. Several instances
 * starting together on an empty database take turns (one lock shared through the database): the first migrates and
 * seeds, the others find it done. Resolves with whether this call seeded.
 */
export const prepareDatabase = (database: Database, { seedDemo }: { seedDemo: boolean }): Promise<boolean> =>
  database.exclusive('shop:migrate-and-seed', async () => {
    await migrateDatabase(database);
    return seedDemo && (await seedDemoCatalog(database.db));
  });
