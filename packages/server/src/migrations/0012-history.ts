// The history of every change to GTFS data (src/history/). A change batch is one write transaction:
// who, from where, a summary as a message key and its parameters (rendered in the reader's language),
// and per table the counts of rows inserted, updated and deleted. Its rows keep each touched row's
// changed fields before and after, unless the batch grew past the row limit (an import, a large CSV
// replace), which keeps the counts only and cannot be reverted.
//
// The rows are written by statement-level triggers with transition tables on every GTFS table
// (created by the start-up table sync, src/feed/sync-tables.ts, so tables the schema gains get them
// too). Their function finds the transaction's batch in the transaction-local setting `ruta.batch_id`
// and opens one when there is none, so no write path can change data unrecorded. An import loads
// standalone tables and attaches them as partitions: no trigger fires, and it records its own
// counts-only batch.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('change_batches')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('project_id', 'bigint', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Where from: the route (method and path pattern) or the job that wrote.
    .addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('summary_key', 'text', (c) => c.notNull().defaultTo('edited'))
    .addColumn('summary_params', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    // {"stops": {"inserted": 1, "updated": 2, "deleted": 0}, ...}
    .addColumn('counts', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('row_count', 'integer', (c) => c.notNull().defaultTo(0))
    // False when the batch outgrew the row limit: counts only, and no revert.
    .addColumn('rows_kept', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('reverts_batch_id', 'bigint', (c) => c.references('change_batches.id').onDelete('set null'))
    .execute();
  await sql`CREATE INDEX change_batches_project ON change_batches (project_id, id DESC)`.execute(db);
  await db.schema
    .createTable('change_rows')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('batch_id', 'bigint', (c) => c.notNull().references('change_batches.id').onDelete('cascade'))
    .addColumn('project_id', 'bigint', (c) => c.notNull())
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('row_id', 'bigint', (c) => c.notNull())
    .addColumn('op', 'text', (c) => c.notNull().check(sql`op IN ('insert', 'update', 'delete')`))
    // insert: null; delete: the whole row; update: the changed fields' old values.
    .addColumn('before', 'jsonb')
    // insert: the whole row; delete: null; update: the changed fields' new values.
    .addColumn('after', 'jsonb')
    .execute();
  await sql`CREATE INDEX change_rows_batch ON change_rows (batch_id, id)`.execute(db);
  // A row's history, newest first; also "changed since" of a revert.
  await sql`CREATE INDEX change_rows_row ON change_rows (project_id, table_name, row_id, batch_id DESC)`.execute(
    db,
  );
  await sql.raw(HISTORY_FUNCTIONS_SQL).execute(db);
}

/** Columns of a GTFS row that are bookkeeping, not data: left out of before/after. */
const NOT_DATA = `'{id,project_id,version}'::text[]`;

const HISTORY_FUNCTIONS_SQL = `
-- The transaction's batch for the project, opened on first use. ruta.user_id and ruta.source are
-- set beside ruta.batch_id when the writer is known before it writes (changes/batch.ts).
CREATE FUNCTION ruta_change_batch(p_project bigint) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE b bigint := nullif(current_setting('ruta.batch_id', true), '')::bigint;
BEGIN
  IF b IS NULL THEN
    INSERT INTO change_batches (project_id, user_id, source)
      VALUES (p_project, nullif(current_setting('ruta.user_id', true), '')::bigint,
              coalesce(current_setting('ruta.source', true), ''))
      RETURNING id INTO b;
    PERFORM set_config('ruta.batch_id', b::text, true);
  END IF;
  RETURN b;
END $$;

-- Adds n rows of (table, op) to the batch's counts; past the row limit it drops the kept rows.
-- Answers whether the rows are still kept.
CREATE FUNCTION ruta_count_changes(b bigint, tbl text, op text, n bigint) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE lim bigint := coalesce(nullif(current_setting('ruta.history_row_limit', true), '')::bigint, 100000);
DECLARE kept boolean;
BEGIN
  UPDATE change_batches SET
      counts = counts || jsonb_build_object(tbl, coalesce(counts->tbl, '{}'::jsonb)
        || jsonb_build_object(op, coalesce((counts->tbl->>op)::bigint, 0) + n)),
      row_count = row_count + n,
      rows_kept = rows_kept AND row_count + n <= lim
    WHERE id = b RETURNING rows_kept INTO kept;
  IF NOT kept THEN DELETE FROM change_rows WHERE batch_id = b; END IF;
  RETURN kept;
END $$;

CREATE FUNCTION ruta_record_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pid bigint;
  n bigint;
  b bigint;
  tbl text := substr(TG_TABLE_NAME, 6);
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT min(project_id), count(*) INTO pid, n FROM new_rows;
    IF n = 0 THEN RETURN NULL; END IF;
    b := ruta_change_batch(pid);
    IF ruta_count_changes(b, tbl, 'inserted', n) THEN
      INSERT INTO change_rows (batch_id, project_id, table_name, row_id, op, after)
        SELECT b, r.project_id, tbl, r.id, 'insert', to_jsonb(r) - ${NOT_DATA} FROM new_rows r ORDER BY r.id;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT min(project_id), count(*) INTO pid, n FROM old_rows;
    IF n = 0 THEN RETURN NULL; END IF;
    b := ruta_change_batch(pid);
    IF ruta_count_changes(b, tbl, 'deleted', n) THEN
      INSERT INTO change_rows (batch_id, project_id, table_name, row_id, op, before)
        SELECT b, r.project_id, tbl, r.id, 'delete', to_jsonb(r) - ${NOT_DATA} FROM old_rows r ORDER BY r.id;
    END IF;
  ELSE
    -- Only rows whose data changed (a save may rewrite a row with the same values).
    SELECT min(o.project_id), count(*) INTO pid, n
      FROM old_rows o JOIN new_rows nw ON nw.id = o.id AND nw.project_id = o.project_id
      WHERE (to_jsonb(o) - ${NOT_DATA}) IS DISTINCT FROM (to_jsonb(nw) - ${NOT_DATA});
    IF n = 0 THEN RETURN NULL; END IF;
    b := ruta_change_batch(pid);
    IF ruta_count_changes(b, tbl, 'updated', n) THEN
      INSERT INTO change_rows (batch_id, project_id, table_name, row_id, op, before, after)
        SELECT b, c.project_id, tbl, c.id, 'update',
          (SELECT jsonb_object_agg(e.key, e.value) FROM jsonb_each(c.o) e WHERE e.value IS DISTINCT FROM c.n->e.key),
          (SELECT jsonb_object_agg(e.key, e.value) FROM jsonb_each(c.n) e WHERE e.value IS DISTINCT FROM c.o->e.key)
        FROM (SELECT o.project_id, o.id, to_jsonb(o) - ${NOT_DATA} AS o, to_jsonb(nw) - ${NOT_DATA} AS n
                FROM old_rows o JOIN new_rows nw ON nw.id = o.id AND nw.project_id = o.project_id) c
        WHERE c.o IS DISTINCT FROM c.n ORDER BY c.id;
    END IF;
  END IF;
  RETURN NULL;
END $$;
`;
