import { useEffect } from 'react';

// The menu is hidden by CSS from lg up; turning a tablet or widening the window must also end
// its scroll lock and focus trap, or the page is left frozen behind an invisible menu.
const WIDE_SCREEN = '(min-width: 1024px)';
export const useCloseOnWideScreen = (open: boolean, onClose: () => void) => {
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(WIDE_SCREEN);
    if (query.matches) {
      onClose();
      return;
    }
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) onClose();
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [open, onClose]);
};
