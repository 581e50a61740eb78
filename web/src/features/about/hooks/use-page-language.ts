import { switchLanguage, useLanguage } from '@/lib/language';

/**
 * One language for the whole page: the About page's switch is the header's switch, and the
 * Hindi start (spec part 1 §2) is set by its route before the page renders (app/router.tsx).
 */
export const usePageLanguage = () => {
  const { language, switching } = useLanguage();
  return { language, switching, switchTo: switchLanguage };
};
