import { useCallback, useEffect, useRef, useState } from 'react';

const INVALID = '[aria-invalid="true"], [data-invalid="true"]';
const FOCUSABLE = 'input:not([type="hidden"]):not([tabindex="-1"]), select, textarea, button';

/**
 * After a refused submit: scroll the first field with an error (in the order the form shows
 * them) into view and focus it, so a phone user sees what to fix (part 1 §5).
 */
export const useRevealFirstError = <T extends HTMLElement>() => {
  const container = useRef<T>(null);
  const [requests, setRequests] = useState(0);

  useEffect(() => {
    if (requests === 0) return;
    // After React has painted the error texts.
    const frame = requestAnimationFrame(() => {
      const first = container.current?.querySelector<HTMLElement>(INVALID);
      if (!first) return;
      first.scrollIntoView({ behavior: 'smooth', block: 'center' });
      const target = first.matches(FOCUSABLE) ? first : first.querySelector<HTMLElement>(FOCUSABLE);
      target?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [requests]);

  const reveal = useCallback(() => setRequests((count) => count + 1), []);
  return { container, reveal };
};
