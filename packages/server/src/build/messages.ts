// Messages of the build and download calls, in en and es.
import type { Language } from '../db/schema.js';
import { catalogueTranslator } from '../i18n/index.js';

const messages = {
  not_running: { en: 'Process is not running or queued', es: 'El proceso no está en ejecución ni en cola' },
  never_built: {
    en: 'This project has no built GTFS file yet. Run "Build and validate" first.',
    es: 'Este proyecto aún no tiene un archivo GTFS generado. Ejecuta primero "Generar y validar".',
  },
  never_validated: {
    en: 'This project has not been validated yet. Run "Build and validate" first.',
    es: 'Este proyecto aún no se ha validado. Ejecuta primero "Generar y validar".',
  },
  interrupted: {
    en: 'The build was interrupted (the server stopped while building). Run it again.',
    es: 'La generación se interrumpió (el servidor se detuvo mientras generaba). Ejecútala de nuevo.',
  },
  failed: {
    // The cause (a file system or database error, in English) is stored apart as the detail.
    en: 'The build failed. Run it again; if it fails again, contact the administrator.',
    es: 'La generación falló. Ejecútala de nuevo; si vuelve a fallar, contacta al administrador.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type BuildMessageKey = keyof typeof messages;

export function buildMessage(
  lang: Language,
  key: BuildMessageKey,
  params: Record<string, string> = {},
): string {
  return catalogueTranslator(messages, lang)(key, params);
}
