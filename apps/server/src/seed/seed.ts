import type { Database } from '../db/client';
import { blueprintSeeder } from './blueprint.seed';
import { boothsSeeder } from './booths.seed';
import { chatSeeder } from './chat.seed';
import { loungeSeeder } from './lounge.seed';
import { peopleSeeder } from './people.seed';
import { pointsSeeder } from './points.seed';
import { projectsSeeder } from './projects.seed';
import { isDatabaseEmpty, type SeedContext, type Seeder } from './seeder';
import { trustSeeder } from './trust.seed';
import { workspaceSeeder } from './workspace.seed';

/** In dependency order: later seeders use what earlier ones created. */
export const SEEDERS: readonly Seeder[] = [
  peopleSeeder,
  projectsSeeder,
  workspaceSeeder,
  chatSeeder,
  loungeSeeder,
  pointsSeeder,
  boothsSeeder,
  blueprintSeeder,
  trustSeeder,
];

export type SeedResult = { seeded: boolean; summary: string[] };

/**
 * Fills an empty database with the demo community in one transaction: all of it or nothing.
 * A database that already has people is left alone, so running it twice is harmless.
 */
export async function seedDatabase(db: Database, context: SeedContext = {}): Promise<SeedResult> {
  if (!(await isDatabaseEmpty(db))) return { seeded: false, summary: [] };
  const summary: string[] = [];
  await db.transaction(async (tx) => {
    for (const seeder of SEEDERS) summary.push(`${seeder.name}: ${await seeder.run(tx, context)}`);
  });
  return { seeded: true, summary };
}
