// The notices section of docs/validator.md, generated from the rules' notice definitions (never
// written by hand): `npm run docs` rewrites the part between the markers, a unit test fails while
// the committed page is stale.
import type { Notice, NoticeSet } from './notice.js';
import { NOTICE_SETS } from './rules/index.js';

export const BEGIN = '<!-- notices: generated from packages/gtfs/src/validate/rules by `npm run docs` -->';
export const END = '<!-- end of generated notices -->';

const cell = (s: string) => s.replace(/\|/g, '\\|');

function noticeRow(n: Notice): string {
  const fields = n.fields.map((f) => `\`${f}\``).join(', ');
  return `| \`${n.code}\` | ${n.severity} | ${n.file ?? ''} | ${fields} | ${cell(n.en)} |`;
}

function groupSection(g: NoticeSet): string {
  const how = 'check' in g ? 'rule' : 'emitted while the files stream or by validateFeed';
  return [
    `### ${g.name} (${how})`,
    '',
    '| code | severity | file | sample fields | meaning |',
    '|---|---|---|---|---|',
    ...g.notices.map(noticeRow),
  ].join('\n');
}

/** The generated section, markers included. */
export function noticesMarkdown(): string {
  const emitted = new Set(NOTICE_SETS.flatMap((g) => g.notices.map((n) => n.code)));
  return [
    BEGIN,
    '',
    `Ruta emits ${emitted.size} codes, each defined beside the rule that emits it (\`rules/*.ts\`). A code`,
    'listed under two rules is one definition, emitted by both. The meaning is the English description',
    'the HTML report shows (it has a Spanish one too).',
    '',
    ...NOTICE_SETS.flatMap((g) => [groupSection(g), '']),
    END,
  ].join('\n');
}

/** `page` with its generated section replaced by the current one. */
export function withNoticesMarkdown(page: string): string {
  const a = page.indexOf(BEGIN);
  const b = page.indexOf(END);
  if (a < 0 || b < a) throw new Error('docs/validator.md has lost its generated-section markers');
  return page.slice(0, a) + noticesMarkdown() + page.slice(b + END.length);
}
