// MapLibre's own texts (its controls' titles and help) in the interface language: its `locale`
// option, keyed "Control.Key", read from the catalogues' maplibre section.
import type { TFunction } from 'i18next';
import { en } from '../i18n/en';

type Section = typeof en.maplibre;

export function maplibreLocale(t: TFunction): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [control, texts] of Object.entries(en.maplibre as Section))
    for (const key of Object.keys(texts)) out[`${control}.${key}`] = t(`maplibre.${control}.${key}`);
  return out;
}
