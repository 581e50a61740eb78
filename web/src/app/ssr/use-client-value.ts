import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * A value only the browser knows (the page's URL, a media query) read during render: the server
 * render and the hydrating render use `serverValue`, so the markup matches, and React renders
 * again with the browser's value right after hydration. A client-only render reads it at once.
 */
export const useClientValue = <T>(read: () => T, serverValue: T): T =>
  useSyncExternalStore(never, read, () => serverValue);
