// Where PostgreSQL's time goes under bench/load (BENCH_STATEMENTS=n): pg_stat_statements loaded in the
// bench's own embedded PostgreSQL (a restart with `shared_preload_libraries`, statements inside
// functions and triggers tracked too), reset before each measured run, and the n statements with the
// most execution time printed after it, per request of the run.
import pg from 'pg';

/**
 * Restarts the embedded PostgreSQL of `dir` with pg_stat_statements loaded; answers the new database
 * (its URL's port changes).
 */
export async function withStatements(database, start, dir) {
  await run(database.url, [
    `ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'`,
    `ALTER SYSTEM SET pg_stat_statements.track = 'all'`,
  ]);
  await database.stop();
  const restarted = await start(dir, 'ruta');
  await run(restarted.url, ['CREATE EXTENSION IF NOT EXISTS pg_stat_statements']);
  return restarted;
}

export async function resetStatements(url) {
  await run(url, ['SELECT pg_stat_statements_reset()']);
}

/** Prints the `top` statements by total execution time since the reset, per request of the run. */
export async function printStatements(url, top, requests) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT calls, total_exec_time AS total, rows, toplevel, shared_blks_hit + shared_blks_read AS blocks,
              regexp_replace(query, '\\s+', ' ', 'g') AS query,
              sum(total_exec_time) FILTER (WHERE toplevel) OVER () AS all_top
       FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
       ORDER BY total_exec_time DESC LIMIT $1`,
      [top],
    );
    if (!rows.length) return;
    console.log(
      `pg_stat_statements: top-level statements ${(rows[0].all_top / requests).toFixed(2)} ms of execution per request; the ${top} longest (nested: run inside a function or trigger)`,
    );
    console.log('ms/request | calls/request | mean ms | rows/call | blocks/call | statement');
    for (const r of rows)
      console.log(
        `${(r.total / requests).toFixed(3)} | ${(r.calls / requests).toFixed(2)} | ${(r.total / r.calls).toFixed(3)} | ${(r.rows / r.calls).toFixed(1)} | ${(r.blocks / r.calls).toFixed(0)} | ${r.toplevel ? '' : '(nested) '}${r.query.slice(0, 400)}`,
      );
  } finally {
    await client.end();
  }
}

async function run(url, statements) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const sql of statements) await client.query(sql);
  } finally {
    await client.end();
  }
}
