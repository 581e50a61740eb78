import { TIMEOUTS_MS } from '@ghar/contracts';
import { useEffect, useRef, useState } from 'react';
import type { Language } from '../../../lib/i18n';

// The About page has its own switcher, Hindi first (spec part 1 §2), independent of the
// language chosen in the header; it fades for the same 150 ms.
export const usePageLanguage = (initial: Language = 'hi') => {
  const [language, setLanguage] = useState<Language>(initial);
  const [switching, setSwitching] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const switchTo = (next: Language) => {
    if (next === language || switching) return;
    setSwitching(true);
    timer.current = setTimeout(() => {
      setLanguage(next);
      setSwitching(false);
    }, TIMEOUTS_MS.languageSwitch);
  };

  return { language, switching, switchTo };
};
