// A field's name in words and its one-line help, in English and Spanish, for forms and tooltips. The
// words are data (words/fields-*.ts); this module only reads them, so a field's words are declared
// once, beside the schema, and every screen asks here.
import type { Label } from './dsl.js';
import { FIELDS_EN } from './words/fields-en.js';
import { FIELDS_ES } from './words/fields-es.js';

export interface FieldWords {
  label: Label;
  help: Label;
}

type Lines = Map<string, { label: string; help: string }>;

function parse(text: string): Lines {
  const lines: Lines = new Map();
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const [key, label, help] = line.split('|').map((part) => part.trim());
    if (!key || !label || !help) throw new Error(`field words: malformed line "${line}"`);
    lines.set(key, { label, help });
  }
  return lines;
}

const EN = parse(FIELDS_EN);
const ES = parse(FIELDS_ES);

/** The words of `table.field`: the table's own line when the field means something else there. */
export function fieldWords(table: string, field: string): FieldWords | undefined {
  const en = EN.get(`${table}.${field}`) ?? EN.get(field);
  const es = ES.get(`${table}.${field}`) ?? ES.get(field);
  if (!en || !es) return undefined;
  return { label: { en: en.label, es: es.label }, help: { en: en.help, es: es.help } };
}

/** Keys (`field` or `table.field`) written in one language and not the other: for the tests. */
export function unpairedFieldWords(): string[] {
  return [...EN.keys(), ...ES.keys()].filter((key) => !EN.has(key) || !ES.has(key));
}
