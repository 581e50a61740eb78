import { TIMEOUTS_MS } from '@ghar/contracts/constants';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { authStore } from './auth/auth-store';
import { i18n, isLanguage, loadLanguage, persistLanguage } from './i18n';
import type { Language } from './i18n';

// Spec: the language switch takes 150 ms — the page fades out, the words change, it fades in.
export const LANGUAGE_SWITCH_MS = TIMEOUTS_MS.languageSwitch;

let switching = false;
const listeners = new Set<() => void>();
const setSwitching = (value: boolean) => {
  switching = value;
  for (const listener of listeners) listener();
};

export const switchLanguage = (language: Language): void => {
  if (language === i18n.resolvedLanguage || switching) return;
  setSwitching(true);
  setTimeout(() => {
    void loadLanguage(language)
      .then(() => i18n.changeLanguage(language))
      .finally(() => setSwitching(false));
    persistLanguage(language);
    // A signed-in reader's choice is kept on their profile (loaded only then: visitors pay nothing).
    if (authStore.getSnapshot().user) {
      void import('./auth/save-language').then(({ saveLanguage }) => saveLanguage(language));
    }
  }, LANGUAGE_SWITCH_MS);
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useLanguage = () => {
  const { i18n: instance } = useTranslation();
  const busy = useSyncExternalStore(
    subscribe,
    () => switching,
    () => false,
  );
  const current = instance.resolvedLanguage;
  return { language: isLanguage(current) ? current : 'en', switching: busy };
};
