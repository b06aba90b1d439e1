import type pg from 'pg';

/**
 * The shape of a database's `public` schema as PostgreSQL itself prints it, one line per object:
 * tables, columns (type, nullability, default, generated expression), indexes and constraints.
 * PostgreSQL normalises every expression (`pg_get_indexdef`, `pg_get_constraintdef`,
 * `pg_get_expr`), so two databases built by different SQL compare equal exactly when their schemas
 * are the same. Triggers and functions are custom SQL and are not part of the comparison.
 */
export async function describeCatalog(client: pg.ClientBase): Promise<string[]> {
  const lines: string[] = [];
  const tables = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')`,
  );
  for (const row of tables.rows) lines.push(`table ${row.name}`);

  const columns = await client.query<{
    table: string;
    column: string;
    type: string;
    notNull: boolean;
    expression: string | null;
    generated: string;
    identity: string;
  }>(
    `select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as type,
            a.attnotnull as "notNull", pg_get_expr(d.adbin, d.adrelid) as expression,
            a.attgenerated as generated, a.attidentity as identity
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
       left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped`,
  );
  for (const row of columns.rows) {
    const parts = [`column ${row.table}.${row.column} ${row.type}`];
    if (row.notNull) parts.push('not null');
    if (row.identity) parts.push(`identity ${row.identity === 'a' ? 'always' : 'by default'}`);
    if (row.expression !== null)
      parts.push(row.generated ? `generated as ${row.expression}` : `default ${row.expression}`);
    lines.push(parts.join(' '));
  }

  const indexes = await client.query<{ definition: string }>(
    `select indexdef as definition from pg_indexes where schemaname = 'public'`,
  );
  for (const row of indexes.rows) lines.push(`index ${row.definition}`);

  const constraints = await client.query<{ table: string; name: string; definition: string }>(
    `select c.relname as "table", con.conname as name, pg_get_constraintdef(con.oid) as definition
       from pg_constraint con
       join pg_class c on c.oid = con.conrelid
       join pg_namespace n on n.oid = con.connamespace
      where n.nspname = 'public' and con.contype in ('p', 'u', 'f', 'c', 'x')`,
  );
  for (const row of constraints.rows) lines.push(`constraint ${row.table}.${row.name} ${row.definition}`);

  return lines.sort();
}

export type CatalogDifference = { onlyInMigrated: string[]; onlyInSchema: string[] };

/** Lines one catalog has and the other lacks; both empty when the schemas are the same. */
export function compareCatalogs(migrated: string[], declared: string[]): CatalogDifference {
  const inDeclared = new Set(declared);
  const inMigrated = new Set(migrated);
  return {
    onlyInMigrated: migrated.filter((line) => !inDeclared.has(line)),
    onlyInSchema: declared.filter((line) => !inMigrated.has(line)),
  };
}
