import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultNamespace, namespaces, resources } from '../locales';

export const languages = ['en', 'hi'] as const;
export type Language = (typeof languages)[number];

export const LANGUAGE_STORAGE_KEY = 'language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

const storedLanguage = (): Language => {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : 'en';
  } catch {
    return 'en';
  }
};

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: 'en',
  supportedLngs: languages,
  ns: namespaces,
  defaultNS: defaultNamespace,
  // React escapes output itself.
  interpolation: { escapeValue: false },
  showSupportNotice: false,
  // Resources are bundled, so initialisation finishes synchronously.
  initAsync: false,
});

// Keeps <html lang> right for screen readers and for the Devanagari font choice.
const syncDocumentLanguage = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

export const persistLanguage = (language: Language): void => {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private browsing can refuse storage; the choice then lasts for this visit only.
  }
};
