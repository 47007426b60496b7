// Messages of the release and publishing calls, in en and es.
import type { Language } from '../db/schema.js';
import { catalogueTranslator } from '../i18n/index.js';

const messages = {
  not_found: { en: 'There is no such release.', es: 'No existe esa versión publicable.' },
  no_build: {
    en: 'A release freezes a finished build: run "Build and validate" and propose once it has finished.',
    es: 'Una versión congela una generación terminada: ejecuta "Generar y validar" y propón cuando termine.',
  },
  building: {
    en: 'A build is running. Propose the release once it has finished.',
    es: 'Hay una generación en curso. Propón la versión cuando termine.',
  },
  stale_build: {
    en: 'The project changed after its last build. Build again so that the release matches the data.',
    es: 'El proyecto cambió después de su última generación. Genera de nuevo para que la versión coincida con los datos.',
  },
  same_build: {
    en: 'This build is already release {number}.',
    es: 'Esta generación ya es la versión {number}.',
  },
  no_slug: {
    en: 'Choose the public address (slug) in the publishing settings before publishing.',
    es: 'Elige la dirección pública (slug) en los ajustes de publicación antes de publicar.',
  },
  unconfirmed_errors: {
    en: 'The validation of this release found errors: confirm each error code to publish anyway ({codes}).',
    es: 'La validación de esta versión encontró errores: confirma cada código de error para publicarla de todos modos ({codes}).',
  },
  already_published: { en: 'This release is already published.', es: 'Esta versión ya está publicada.' },
  not_published: { en: 'This release is not published.', es: 'Esta versión no está publicada.' },
  slug_taken: {
    en: 'Another project already uses this address.',
    es: 'Otro proyecto ya usa esta dirección.',
  },
  slug_format: {
    en: 'Use 3 to 60 lower-case letters, digits and hyphens, starting with a letter or digit.',
    es: 'Usa de 3 a 60 letras minúsculas, dígitos y guiones, empezando por una letra o un dígito.',
  },
  webhook_url: {
    en: 'The webhook address must be an http or https URL.',
    es: 'La dirección del webhook debe ser una URL http o https.',
  },
  webhook_secret: {
    en: 'A webhook needs a secret of at least 16 characters to sign its requests.',
    es: 'Un webhook necesita un secreto de al menos 16 caracteres para firmar sus peticiones.',
  },
  same_release: {
    en: 'Choose two different releases to compare.',
    es: 'Elige dos versiones distintas para comparar.',
  },
  feed_not_found: {
    en: 'No feed is published at this address.',
    es: 'No hay ningún feed publicado en esta dirección.',
  },
  release_withdrawn: {
    en: 'This release was withdrawn.',
    es: 'Esta versión fue retirada.',
  },
  diff_failed: {
    en: 'Comparing the two releases failed. Try again; if it fails again, contact the administrator.',
    es: 'La comparación de las dos versiones falló. Inténtalo de nuevo; si vuelve a fallar, contacta al administrador.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type ReleaseMessageKey = keyof typeof messages;

export function releaseMessage(
  lang: Language,
  key: ReleaseMessageKey,
  params: Record<string, string | number> = {},
): string {
  return catalogueTranslator(messages, lang)(key, params);
}
