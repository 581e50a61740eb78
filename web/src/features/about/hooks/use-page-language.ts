import { useLayoutEffect } from 'react';
import { LANGUAGE_STORAGE_KEY, i18n, loadLanguage } from '@/lib/i18n';
import { switchLanguage, useLanguage } from '@/lib/language';

const languageChosen = (): boolean => {
  try {
    return globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
};

/**
 * The About page opens in Hindi (spec part 1 §2) unless the visitor has chosen a language. One
 * language for the whole page: the header, the body and the footer change together, and the
 * page's switch is the header's switch. Opening About does not store a choice.
 */
export const usePageLanguage = () => {
  const { language, switching } = useLanguage();
  // Before the first paint, so the body never shows a frame in the other language.
  useLayoutEffect(() => {
    if (languageChosen() || i18n.resolvedLanguage === 'hi') return;
    void loadLanguage('hi').then(() => i18n.changeLanguage('hi'));
  }, []);
  return { language, switching, switchTo: switchLanguage };
};
