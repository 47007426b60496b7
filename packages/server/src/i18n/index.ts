// Server message catalogues (en, es) and the choice of language from Accept-Language.
import { en, type MessageKey } from './en.js';
import { es } from './es.js';
import type { Language } from '../db/schema.js';

export type { MessageKey };
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

const catalogues: Record<Language, Record<MessageKey, string>> = { en, es };
export const languages: readonly Language[] = ['en', 'es'];

/** The first supported language of an Accept-Language header, by q value; English by default. */
export function languageFrom(header: string | undefined): Language {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((l) => l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { base } of ranked) if (base === 'en' || base === 'es') return base;
  return 'en';
}

/** The one interpolation of every server message: `{name}` → params.name; an unknown name stays as is. */
export function fillMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

/** A feature's own catalogue (`{key: {en, es}}`) read in one language, through `fillMessage`. */
export function catalogueTranslator<K extends string>(
  messages: Record<K, Record<Language, string>>,
  language: Language,
): (key: K, params?: Record<string, string | number>) => string {
  return (key, params) => fillMessage(messages[key][language], params);
}

export function translator(language: Language): Translate {
  const catalogue = catalogues[language];
  return (key, params) => fillMessage(catalogue[key], params);
}
