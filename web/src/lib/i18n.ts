import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../locales/en';

export const languages = ['en', 'hi'] as const;
export type Language = (typeof languages)[number];

export const LANGUAGE_STORAGE_KEY = 'language';
/**
 * The same choice as a cookie, so that the gateway's server render (entry-server.tsx) writes the
 * first page in the reader's language instead of English that then flips.
 */
export const LANGUAGE_COOKIE = 'ghar_language';
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The language a Cookie header names, if any. */
export const cookieLanguage = (cookieHeader: string | undefined): Language | undefined => {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return undefined;
};

const writeLanguageCookie = (language: Language) => {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
};

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

/**
 * A page's address may name its language (`?lang=hi`, a link shared or found in Hindi): the
 * page starts in it, as the server rendered it, without changing the reader's stored choice.
 */
export const LANGUAGE_PARAM = 'lang';

const urlLanguage = (): Language | undefined => {
  if (typeof location === 'undefined') return undefined;
  const value = new URLSearchParams(location.search).get(LANGUAGE_PARAM);
  return isLanguage(value) ? value : undefined;
};

const startLanguage = (): Language => urlLanguage() ?? storedLanguage();

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  // A copy: i18next adds the namespaces that load with their screens (legal, map, …) into the
  // object it is given, and `en` is the locales module's own (locales.test.ts reads it).
  resources: { en: { ...en } },
  // Hindi arrives later through loadLanguage; i18next must not take 'hi' as complete without it.
  partialBundledLanguages: true,
  lng: startLanguage(),
  fallbackLng: 'en',
  supportedLngs: languages,
  ns: Object.keys(en),
  defaultNS: 'common',
  // React escapes output itself.
  interpolation: { escapeValue: false },
  showSupportNotice: false,
  // English is bundled, so initialisation finishes synchronously.
  initAsync: false,
});

// Only English ships in the first chunk (web speed, issue 9): Hindi's texts are a chunk of their
// own, fetched before the first render for a Hindi reader and before switching to Hindi.
export const loadLanguage = async (language: Language): Promise<void> => {
  if (language === 'en' || i18n.hasResourceBundle(language, 'common')) return;
  const { hi } = await import('../locales/hi');
  for (const [namespace, texts] of Object.entries(hi)) {
    i18n.addResourceBundle(language, namespace, texts, true, false);
  }
  // i18next settles resolvedLanguage when the language is set; set it again now that its texts
  // are here, or a Hindi reader's start would count as English (e.g. in the language toggle).
  if (i18n.language === language) await i18n.changeLanguage(language);
};

// The first render waits for this (main.tsx).
export const i18nReady: Promise<void> = loadLanguage(startLanguage());

// Keeps <html lang> right for screen readers and for the Devanagari font choice.
const syncDocumentLanguage = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

/** Whether the visitor picked a language with a switch (stored), rather than getting the default. */
export const languageChosen = (): boolean => {
  try {
    return globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) != null;
  } catch {
    return false;
  }
};

export const persistLanguage = (language: Language): void => {
  writeLanguageCookie(language);
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private browsing can refuse storage; the choice then lasts for this visit only.
  }
};

// The stored choice is the truth: one made before the cookie existed (or a cookie the browser
// dropped, or one left after storage was cleared) is written again, so the next page the server
// renders is in the reader's language.
if (typeof document !== 'undefined') {
  const inCookie = cookieLanguage(document.cookie);
  if ((languageChosen() || inCookie) && inCookie !== storedLanguage()) {
    writeLanguageCookie(storedLanguage());
  }
}
