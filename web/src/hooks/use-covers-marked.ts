import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** Marks a primary control that floating buttons must never cover (e.g. the home Search). */
export const KEEP_CLEAR_ATTRIBUTE = 'data-keep-clear';

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Whether the floating element would sit on a control marked `data-keep-clear`, checked on
 * scroll, resize and navigation, so the element can step aside while it would hide it.
 */
export const useCoversMarked = (floating: RefObject<HTMLElement | null>): boolean => {
  const { pathname } = useLocation();
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const own = floating.current?.getBoundingClientRect();
        if (!own) return;
        const marked = document.querySelectorAll(`[${KEEP_CLEAR_ATTRIBUTE}]`);
        setCovers([...marked].some((node) => overlaps(own, node.getBoundingClientRect())));
      });
    };
    check();
    // A lazy screen renders after navigation: look again once it has.
    const late = setTimeout(check, 300);
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(late);
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [floating, pathname]);
  return covers;
};
