// The export's SQL cell expressions (src/build/sql-text.ts) against @ruta/gtfs formatValue, the one
// definition of canonical GTFS text, on edge values of every column type.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { formatValue, type FieldKind } from '@ruta/gtfs';
import { valueTextSql } from '../../src/build/sql-text.js';

let client: pg.Client;
beforeAll(async () => {
  client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
});
afterAll(() => client.end());

/** Each value through the kind's SQL expression (values travel as text, exact for doubles). */
async function viaSql(
  kind: FieldKind,
  type: string,
  values: (string | number)[],
): Promise<(string | null)[]> {
  const { rows } = await client.query<{ t: string | null }>(
    `SELECT ${valueTextSql(kind, 'v')} AS t FROM unnest($1::text[]::${type}[]) WITH ORDINALITY AS u(v, i) ORDER BY i`,
    [values.map(String)],
  );
  return rows.map((r) => r.t);
}

async function expectSame(kind: FieldKind, type: string, values: number[]) {
  expect(await viaSql(kind, type, values)).toEqual(values.map((v) => formatValue({ kind }, v)));
}

describe('SQL cell text equals formatValue', () => {
  it('times, including past 24 h, past 100 h and negative', async () => {
    await expectSame(
      'time',
      'integer',
      [
        0, 1, 59, 60, 3599, 3600, 43200, 86399, 86400, 90600, 359999, 360000, 3599999, -1, -59, -60, -3600,
        -3601, -86400,
      ],
    );
  });

  it('integers and enums', async () => {
    await expectSame('integer', 'integer', [0, 1, -1, 2147483647, -2147483648, 10]);
    await expectSame('enum', 'integer', [0, 3, 99]);
  });

  it('floats: plain, tiny, huge, negative zero, and random doubles of every magnitude', async () => {
    const edges = [
      0,
      -0,
      0.1,
      0.2 + 0.1,
      1e-7,
      1.5e-7,
      -1e-7,
      1e-6,
      1.2345e-5,
      1e-4,
      9.9999e-5,
      123456789.123,
      1e15,
      1e16,
      1.2345678901234568e17,
      1e20,
      1e21,
      1.5e30,
      -1e30,
      1e-25,
      -1e-25,
      5e-21,
      4.9e-21,
      5e-324,
      Number.MAX_VALUE,
      -36.17,
      36.1234567,
      -115.123456789012,
      1 / 3,
      2 / 3,
      1e-5 / 3,
    ];
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const samples = Array.from({ length: 3000 }, () => {
      const v = random() * 10 ** Math.floor(random() * 60 - 30);
      return random() < 0.3 ? -v : v;
    });
    for (const kind of ['float', 'latitude', 'longitude', 'currency_amount'] as const)
      await expectSame(kind, 'double precision', [...edges, ...samples]);
  });

  it('dates, colours and text', async () => {
    const dates = ['2024-01-31', '2024-02-29', '0099-12-31', '9999-12-31'];
    const { rows } = await client.query<{ t: string }>(
      `SELECT ${valueTextSql('date', 'v')} AS t FROM unnest($1::date[]) WITH ORDINALITY AS u(v, i) ORDER BY i`,
      [dates],
    );
    expect(rows.map((r) => r.t)).toEqual(dates.map((d) => formatValue({ kind: 'date' }, d)));
    const texts = ['ff00aa', 'AbCdEf'];
    expect(await viaSql('color', 'text', texts)).toEqual(texts.map((t) => formatValue({ kind: 'color' }, t)));
    expect(await viaSql('text', 'text', ['a,"b"', 'é'])).toEqual(['a,"b"', 'é']);
  });
});
