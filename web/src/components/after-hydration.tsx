import { Suspense, type ReactNode } from 'react';
import { useClientValue } from '@/hooks/use-client-value';

const inBrowser = () => true;

/**
 * Shows its (lazily loaded) children only in the browser, once the page has hydrated: neither the
 * server render nor the hydrating render has them, so the markup matches, and their code is not
 * part of the scripts every first page waits for (the 170 KB budget, bench/bundle-size.ts). For
 * parts nobody needs before the page runs: the floating help button, the toasts.
 */
export const AfterHydration = ({ children }: { children: ReactNode }) =>
  useClientValue(inBrowser, false) ? <Suspense fallback={null}>{children}</Suspense> : null;
