import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '@/lib/i18n';

/** The element holding what the server rendered with (entry-server.tsx → main.tsx). */
export const SSR_STATE_ID = 'ssr-state';

export type SsrState = { language: Language; queries: DehydratedState };

/** The server render's state in this page, if the page was rendered on the server. */
export const readSsrState = (): SsrState | undefined => {
  const text = document.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as SsrState;
  } catch {
    return undefined;
  }
};
