import { describe, expect, it } from 'vitest';
import { fieldWords, unpairedFieldWords } from './field-words.js';
import { TABLES } from './tables.js';
import { FIELDS_EN } from './words/fields-en.js';

describe('field words', () => {
  it('gives every field of every table a label and a one-line help in English and Spanish', () => {
    const missing = TABLES.flatMap((t) =>
      t.fields.filter((f) => !fieldWords(t.name, f.name)).map((f) => `${t.name}.${f.name}`),
    );
    expect(missing).toEqual([]);
    expect(unpairedFieldWords()).toEqual([]);
  });

  it("takes a table's own line over the field's general one", () => {
    expect(fieldWords('routes', 'route_id')?.label).toEqual({ en: 'Route ID', es: 'ID de la ruta' });
    expect(fieldWords('trips', 'route_id')?.label).toEqual({ en: 'Route', es: 'Ruta' });
    expect(fieldWords('agency', 'agency_name')?.help.es).toMatch(/pasajeros/);
  });

  it('names only fields that exist, in the table it names', () => {
    const keys = FIELDS_EN.split('\n')
      .map((line) => line.split('|')[0]!.trim())
      .filter(Boolean);
    const known = new Set(TABLES.flatMap((t) => t.fields.flatMap((f) => [f.name, `${t.name}.${f.name}`])));
    expect(keys.filter((key) => !known.has(key))).toEqual([]);
  });

  it('labels no two fields of a table alike (a form finds each field by its words)', () => {
    for (const lang of ['en', 'es'] as const)
      for (const t of TABLES) {
        const labels = t.fields.map((f) => fieldWords(t.name, f.name)?.label[lang]);
        expect(
          labels.filter((l, i) => labels.indexOf(l) !== i),
          `${t.name} (${lang})`,
        ).toEqual([]);
      }
  });

  it('refuses an unknown field', () => {
    expect(fieldWords('agency', 'no_such_field')).toBeUndefined();
  });
});
