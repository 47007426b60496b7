// The README's configuration table is the operator's reference: it must list every variable the
// server reads, with the default the code really uses.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { configVariables } from '../src/config.js';

it('README documents every configuration variable with its default', () => {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  for (const variable of configVariables) {
    const row = readme.split('\n').find((line) => line.startsWith(`| \`${variable.name}\` |`));
    expect(row, `README row for ${variable.name}`).toBeDefined();
    expect(row).toContain(variable.default.startsWith('(') ? variable.default : `\`${variable.default}\``);
  }
});
