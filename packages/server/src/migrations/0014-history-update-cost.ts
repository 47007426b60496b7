// The history trigger's UPDATE branch (0012-history) made cheaper; what it records is unchanged.
// It turned both sides of each row into jsonb with to_jsonb and walked their keys, and the planner
// inlined that jsonb into the per-key subqueries (about forty to_jsonb per row): a timetable save
// of 10,276 stop times spent 33 s in the trigger. Now the statement is written for the table's
// columns (read from the catalogue at each firing): a row changed when one of its data columns is
// distinct, and before/after hold only those columns, each made with jsonb_build_object as to_jsonb
// would have made it.
//
// change_rows' foreign key to its batch is replaced by a statement trigger on change_batches that
// deletes a deleted batch's rows (as the key's ON DELETE CASCADE did): the key checked each of a
// save's 10,000 rows one by one, about half of the trigger's time, while the only writer of
// change_rows, the trigger above, takes its batch from ruta_change_batch in the same transaction.
import { sql, type Kysely } from 'kysely';

const NOT_DATA = `'{id,project_id,version}'`;
const JOIN = `old_rows o JOIN new_rows nw ON nw.id = o.id AND nw.project_id = o.project_id`;

const RECORD_CHANGES = `
CREATE OR REPLACE FUNCTION ruta_record_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pid bigint;
  n bigint;
  b bigint;
  tbl text := substr(TG_TABLE_NAME, 6);
  changed text;
  before_sql text;
  after_sql text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT min(project_id), count(*) INTO pid, n FROM new_rows;
    IF n = 0 THEN RETURN NULL; END IF;
    b := ruta_change_batch(pid);
    IF ruta_count_changes(b, tbl, 'inserted', n) THEN
      INSERT INTO change_rows (batch_id, project_id, table_name, row_id, op, after)
        SELECT b, r.project_id, tbl, r.id, 'insert', to_jsonb(r) - ${NOT_DATA}::text[] FROM new_rows r ORDER BY r.id;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT min(project_id), count(*) INTO pid, n FROM old_rows;
    IF n = 0 THEN RETURN NULL; END IF;
    b := ruta_change_batch(pid);
    IF ruta_count_changes(b, tbl, 'deleted', n) THEN
      INSERT INTO change_rows (batch_id, project_id, table_name, row_id, op, before)
        SELECT b, r.project_id, tbl, r.id, 'delete', to_jsonb(r) - ${NOT_DATA}::text[] FROM old_rows r ORDER BY r.id;
    END IF;
  ELSE
    -- Per data column: is it distinct, and its value before and after when it is.
    SELECT string_agg(format('o.%1$I IS DISTINCT FROM nw.%1$I', a.attname), ' OR '),
        string_agg(format('CASE WHEN o.%1$I IS DISTINCT FROM nw.%1$I THEN jsonb_build_object(%1$L, o.%1$I) ELSE ''{}'' END', a.attname), ' || '),
        string_agg(format('CASE WHEN o.%1$I IS DISTINCT FROM nw.%1$I THEN jsonb_build_object(%1$L, nw.%1$I) ELSE ''{}'' END', a.attname), ' || ')
      INTO changed, before_sql, after_sql
      FROM pg_attribute a
      WHERE a.attrelid = TG_RELID AND a.attnum > 0 AND NOT a.attisdropped AND a.attname <> ALL (${NOT_DATA}::name[]);
    -- Only rows whose data changed (a save may rewrite a row with the same values).
    EXECUTE format('SELECT min(o.project_id), count(*) FROM ${JOIN} WHERE %s', changed) INTO pid, n;
    IF n = 0 THEN RETURN NULL; END IF;
    b := ruta_change_batch(pid);
    IF ruta_count_changes(b, tbl, 'updated', n) THEN
      EXECUTE format('INSERT INTO change_rows (batch_id, project_id, table_name, row_id, op, before, after)
          SELECT $1, o.project_id, $2, o.id, ''update'', %s, %s FROM ${JOIN} WHERE %s ORDER BY o.id',
          before_sql, after_sql, changed) USING b, tbl;
    END IF;
  END IF;
  RETURN NULL;
END $$;
`;

const BATCH_ROWS = `
ALTER TABLE change_rows DROP CONSTRAINT change_rows_batch_id_fkey;
CREATE FUNCTION ruta_delete_batch_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM change_rows r USING old_batches b WHERE r.batch_id = b.id;
  RETURN NULL;
END $$;
CREATE TRIGGER change_batches_delete_rows AFTER DELETE ON change_batches
  REFERENCING OLD TABLE AS old_batches FOR EACH STATEMENT EXECUTE FUNCTION ruta_delete_batch_rows();
`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(RECORD_CHANGES).execute(db);
  await sql.raw(BATCH_ROWS).execute(db);
}
