import { useSyncExternalStore } from 'react';
import { VISITOR_STATE, authStore } from './auth-store';

// The server renders every page as for a visitor (the session is only known in the browser);
// main.tsx hydrates such a page only for a visitor, whose state is then the same object.
const serverState = () => VISITOR_STATE;

export const useAuth = () =>
  useSyncExternalStore(authStore.subscribe, authStore.getSnapshot, serverState);
