import path from 'node:path';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../../paths';
import * as schema from '../schema';
import { ungeneratedChanges } from './schemaDrift';

const folder = path.join(SERVER_ROOT, 'drizzle');

describe('the latest snapshot against the tables', () => {
  it('has nothing left for drizzle-kit generate', async () => {
    expect(await ungeneratedChanges(folder)).toEqual([]);
  });

  it('reports a table declared without a migration', async () => {
    const drifted = { ...schema, undeclared: pgTable('undeclared_in_migrations', { no: integer('no') }) };
    expect(await ungeneratedChanges(folder, drifted)).toEqual([
      expect.stringContaining('CREATE TABLE "undeclared_in_migrations"'),
    ]);
  });
});
