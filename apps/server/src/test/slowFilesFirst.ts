import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The integration files that take longest (each starts server processes, PostgreSQL clusters or
 * whole migrations; CI's per-file times in test-results/server.json), slowest first. Without a
 * results cache (a fresh clone, as CI is) vitest starts the largest files first, and these are
 * small: started last, one of them ran alone for the suite's last half minute. Started first, the
 * other files fill the workers around them. A file missing from the list only starts later.
 */
const SLOW_FILES = [
  'src/server.shutdown.int.test.ts',
  'src/modules/chat/chat.delivery.int.test.ts',
  'src/http/malformedInput.int.test.ts',
  'src/ops/besideServer.int.test.ts',
  'src/http/rateLimits.int.test.ts',
  'src/db/migrations/schemaDrift.int.test.ts',
  'src/ops/backup/backup.int.test.ts',
  'src/db/dbFaults.int.test.ts',
  'src/db/embeddedPostgres.int.test.ts',
  'src/http/metrics.int.test.ts',
  'src/modules/auth/auth.ratelimit.int.test.ts',
  'src/ops/backup/upgrade.int.test.ts',
];

const rankOf = (spec: TestSpecification) => {
  const index = SLOW_FILES.findIndex((file) => spec.moduleId.endsWith(file));
  return index === -1 ? SLOW_FILES.length : index;
};

export class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // vitest runs the projects one after the other, in this order; within each, slow files first.
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    const position = new Map(sorted.map((spec, index) => [spec, index]));
    const key = (spec: TestSpecification) => [
      projects.indexOf(spec.project.name),
      rankOf(spec),
      position.get(spec) ?? 0,
    ];
    return [...sorted].sort((a, b) => {
      const [ka, kb] = [key(a), key(b)];
      return (ka[0] ?? 0) - (kb[0] ?? 0) || (ka[1] ?? 0) - (kb[1] ?? 0) || (ka[2] ?? 0) - (kb[2] ?? 0);
    });
  }
}
