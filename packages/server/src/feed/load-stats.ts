// PostgreSQL's activity counters of an import's new partitions, set as if their rows had been there
// at the import's ANALYZE. The import analyzes its partitions inside its transaction (the planner has
// statistics from the commit on), but the COPY's row counts reach the counters only at the commit,
// after that ANALYZE: autovacuum then takes every loaded row for a change since the analyze and, a
// minute later, analyzes the partitions a second time (stop_times of the 2.4M-row feed: 2.5 s of a
// core, beside the first requests on the project) and vacuums them for their inserts (COPY FREEZE left
// them frozen and all-visible: nothing to do). Resetting the partitions' counters after the commit
// leaves autovacuum to count real edits only; statistics (pg_statistic, reltuples) are untouched.
import type pg from 'pg';
import { TABLES } from '@ruta/gtfs';
import { partitionName } from './sql-schema.js';

/** Before the import's COMMIT: its counters are flushed when the commit answers, not a second later. */
export async function flushCountersAtCommit(client: pg.ClientBase): Promise<void> {
  await client.query('SELECT pg_stat_force_next_flush()');
}

/**
 * After the COMMIT, on the same connection. Resetting a table's counters is for superusers unless
 * granted (docs/deploy.md): without the right it answers false and autovacuum analyzes once more.
 * Never throws: the import has committed, and this only spares work.
 */
export async function resetLoadCounters(client: pg.ClientBase, projectId: number): Promise<boolean> {
  try {
    await client.query(
      `SELECT pg_stat_reset_single_table_counters(c.oid) FROM pg_class c
       WHERE c.relname = ANY($1::text[]) AND c.relnamespace = current_schema()::regnamespace`,
      [TABLES.map((t) => partitionName(t, projectId))],
    );
    return true;
  } catch {
    return false;
  }
}
