import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  // New migrations are named by the time they were generated (20261128093000_name.sql), so two
  // branches that each add one cannot both take the next number. 0000-0050 keep their names:
  // an applied migration is never renamed (docs/database.md#writing-a-migration).
  migrations: { prefix: 'timestamp' },
});
