// i18next set up once with both catalogues bundled (they are small), starting in the stored language.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { es } from './es';
import { type Language, storedLanguage, storeLanguage } from './language';
import { setDayjsLanguage } from '../time/relativeTime';

const initial = storedLanguage();
document.documentElement.lang = initial;
setDayjsLanguage(initial);

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, es: { translation: es } },
  lng: initial,
  fallbackLng: 'en',
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
});

export function currentLanguage(): Language {
  return i18n.language === 'es' ? 'es' : 'en';
}

export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  setDayjsLanguage(language);
  await i18n.changeLanguage(language);
}

export default i18n;
