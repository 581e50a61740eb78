import { useEffect } from 'react';

// Counted, so that a modal opened from the mobile menu does not unlock the page when it closes.
let locks = 0;
let previousOverflow = '';

export const useBodyScrollLock = (active: boolean): void => {
  useEffect(() => {
    if (!active) return;
    if (locks === 0) {
      previousOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) document.body.style.overflow = previousOverflow;
    };
  }, [active]);
};
