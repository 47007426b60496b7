// The schema as Markdown, for docs/schema.md: generated from the declarations, never written by hand.
import type { Condition, FieldDef, TableDef } from './dsl.js';
import { TABLES } from './tables.js';
import { KNOWN_OTHER_FILES } from './files.js';

const esc = (s: string) => s.replace(/\|/g, '\\|');

export function describeCondition(c: Condition): string {
  if ('all' in c) return c.all.map(describeCondition).join(' and ');
  if ('any' in c) return '(' + c.any.map(describeCondition).join(' or ') + ')';
  if ('empty' in c) return `${c.field} is empty`;
  if ('present' in c) return `${c.field} is set`;
  return `${c.field} in (${c.in.join(', ')})${c.emptyIs !== undefined ? ` (empty = ${c.emptyIs})` : ''}`;
}

function kindText(f: FieldDef): string {
  let k = f.kind.replace('_', ' ');
  if (f.sign) k = `${f.sign.replace('_', '-')} ${k}`;
  if (f.unique) k = `unique ${k}`;
  if (f.references.length) k += ' → ' + f.references.map((r) => `${r.table}.${r.field}`).join(' or ');
  return k;
}

function presenceText(f: FieldDef): string {
  let p = f.presence.replace('_', ' ');
  if (f.requiredWhen) p += `; required when ${describeCondition(f.requiredWhen)}`;
  if (f.forbiddenWhen) p += `; forbidden when ${describeCondition(f.forbiddenWhen)}`;
  if (f.conditionText) p += `. ${f.conditionText}`;
  return p;
}

function valuesText(f: FieldDef): string {
  const parts = (f.options ?? []).map((o) => `${o.value} ${o.en} / ${o.es}`);
  if (f.emptyLabel) parts.push(`empty: ${f.emptyLabel.en} / ${f.emptyLabel.es}`);
  if (f.emptyMeans !== undefined) parts.push(`empty means ${f.emptyMeans}`);
  return parts.join('; ');
}

export function tableMarkdown(t: TableDef): string {
  const key = t.keyIsAllFields ? 'all fields' : t.key.length ? t.key.join(', ') : 'none (one row)';
  const lines = [
    `## ${t.file} — ${t.label.en} / ${t.label.es}`,
    '',
    `File ${t.presence.replace('_', ' ')}${t.conditionText ? ` (${t.conditionText})` : ''}. Primary key: ${key}. ` +
      `Search: ${t.search.join(', ')}. Reference: [en](${t.referenceUrl.en}), [es](${t.referenceUrl.es}).`,
    '',
    '| field | type | presence | values |',
    '|---|---|---|---|',
    ...t.fields.map(
      (f) => `| \`${f.name}\` | ${esc(kindText(f))} | ${esc(presenceText(f))} | ${esc(valuesText(f))} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

/** The whole schema: every edited table, then the other GTFS files kept as they are. */
export function schemaMarkdown(): string {
  return [
    '# GTFS schema',
    '',
    'Generated from `packages/gtfs/src/schema` (`schemaMarkdown()`); do not edit by hand.',
    '',
    ...TABLES.map(tableMarkdown),
    '## Other known GTFS files (kept and exported unchanged)',
    '',
    ...KNOWN_OTHER_FILES.map((f) => `- [${f.file}](${f.referenceUrl}) (${f.group.replace('_', ' ')})`),
    '',
    'Any other file in a zip is kept and exported unchanged as an unknown file.',
    '',
  ].join('\n');
}
