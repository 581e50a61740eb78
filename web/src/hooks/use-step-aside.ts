import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { KEEP_CLEAR_ATTRIBUTE } from './use-covers-marked';

// What a floating button must never sit on: form fields, buttons and small links (a card's
// action), and anything marked `data-keep-clear`. A link bigger than twice the button (a whole
// card) stays reachable around it, so the button need not give way to it.
const CONTROL = `input:not([type="hidden"]), select, textarea, button, [role="button"], [role="combobox"], [${KEEP_CLEAR_ATTRIBUTE}]`;

/** How long the page must not change before the button looks again (a burst of changes is one). */
const PAGE_QUIET_MS = 100;

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const controlAt = (own: DOMRect, x: number, y: number, floating: HTMLElement): boolean =>
  document.elementsFromPoint(x, y).some((node) => {
    if (floating.contains(node)) return false;
    if (node.closest(CONTROL)) return true;
    const link = node.closest('a[href]');
    if (!link) return false;
    const rect = link.getBoundingClientRect();
    return rect.width * rect.height <= 2 * own.width * own.height;
  });

/** Whether the floating element now sits on a control, or a modal dialog is open over the page. */
export const mustStepAside = (floating: HTMLElement): boolean => {
  if (document.querySelector('[aria-modal="true"]')) return true;
  const own = floating.getBoundingClientRect();
  const marked = document.querySelectorAll(`[${KEEP_CLEAR_ATTRIBUTE}]`);
  if ([...marked].some((node) => overlaps(own, node.getBoundingClientRect()))) return true;
  const focused = document.activeElement;
  if (focused && focused !== document.body && !floating.contains(focused)) {
    if (focused.matches(CONTROL) && overlaps(own, focused.getBoundingClientRect())) return true;
  }
  // A 3 × 3 grid over the button: fields are at least 40 px tall, so none slips between points.
  for (const fx of [0.1, 0.5, 0.9]) {
    for (const fy of [0.1, 0.5, 0.9]) {
      const x = own.left + own.width * fx;
      const y = own.top + own.height * fy;
      if (controlAt(own, x, y, floating)) return true;
    }
  }
  return false;
};

/**
 * Whether the floating element should step aside (fade and let clicks through): looked at again on
 * scroll, resize, focus moves and any change of the page (a lazy screen rendering, a dialog
 * opening). Read after the frame is drawn, when the layout is clean: read in the frame's own
 * callback it made the browser lay the page out an extra time, tens of milliseconds on a phone
 * while the page starts (Lighthouse's forced reflow). Changes of the page come in bursts
 * (hydration, a list filling): they are looked at once the page has been quiet for a moment.
 */
export const useStepAside = (floating: RefObject<HTMLElement | null>): boolean => {
  const [aside, setAside] = useState(false);
  useEffect(() => {
    let frame = 0;
    let drawn: ReturnType<typeof setTimeout> | undefined;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const look = () => {
      if (floating.current) setAside(mustStepAside(floating.current));
    };
    const check = () => {
      cancelAnimationFrame(frame);
      clearTimeout(drawn);
      frame = requestAnimationFrame(() => {
        drawn = setTimeout(look, 0);
      });
    };
    const changed = () => {
      clearTimeout(quiet);
      quiet = setTimeout(check, PAGE_QUIET_MS);
    };
    check();
    const observer = new MutationObserver(changed);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    document.addEventListener('focusin', check);
    document.addEventListener('focusout', check);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(drawn);
      clearTimeout(quiet);
      observer.disconnect();
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
      document.removeEventListener('focusin', check);
      document.removeEventListener('focusout', check);
    };
  }, [floating]);
  return aside;
};
