import { startTransition, useEffect, useState } from 'react';

// True while main.tsx hydrates a server-rendered page (from before hydrateRoot until the root's
// effects run): parts rendered then must match the server's markup.
let hydrating = false;
export const hydrationStarts = () => {
  hydrating = true;
};
export const hydrationEnds = () => {
  hydrating = false;
};

/**
 * A value only the browser knows (the page's URL, a media query), read once as the part first
 * renders. The server render and the hydrating render use `serverValue`, so the markup matches,
 * and the browser's value follows right after as a transition: React renders it in slices that
 * yield to the reader, where a store's mismatch (useSyncExternalStore) re-rendered the part in
 * one blocking piece (Lighthouse's total blocking time). A part first rendered after hydration,
 * or in a page the browser renders itself, reads the browser's value at once.
 */
export const useClientValue = <T>(read: () => T, serverValue: T): T => {
  const [value, setValue] = useState(() =>
    typeof window === 'undefined' || hydrating ? serverValue : read(),
  );
  useEffect(() => {
    const browserValue = read();
    if (!Object.is(browserValue, value)) startTransition(() => setValue(browserValue));
    // Read once, on arrival: the parts using it do not follow later changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return value;
};
