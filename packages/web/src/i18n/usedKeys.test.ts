// Every message key the app's code names literally (`t('members.person')`, `i18nKey="…"`) is in the
// catalogue: a missing one shows its raw key on screen ("members.person" as a column title), which
// neither the compiler (t takes any string) nor a screen's own test notices.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { en } from './en';

const srcDir = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The catalogue's keys as dotted paths, to its strings. */
function leafKeys(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : leafKeys(value as object, `${prefix}${key}.`),
  );
}

const known = new Set(leafKeys(en));
// i18next plurals: t('x', { count }) reads x_one, x_other…
const exists = (key: string) => known.has(key) || known.has(`${key}_other`) || known.has(`${key}_one`);

it('has every key the code names', () => {
  const missing: string[] = [];
  let named = 0;
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    const keys = [
      ...text.matchAll(/\bt\(\s*'([a-zA-Z][\w]*(?:\.[\w]+)+)'/g),
      ...text.matchAll(/\bi18nKey="([a-zA-Z][\w]*(?:\.[\w]+)+)"/g),
    ].map((m) => m[1]!);
    named += keys.length;
    for (const key of keys) if (!exists(key)) missing.push(`${file.slice(srcDir.length)}: ${key}`);
  }
  expect(named).toBeGreaterThan(500); // the pattern still finds the app's calls
  expect(missing).toEqual([]);
});
