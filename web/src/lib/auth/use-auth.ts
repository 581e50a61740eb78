import { useSyncExternalStore } from 'react';
import { authStore } from './auth-store';
import type { AuthState } from './auth-store';

// The server renders every page as for a visitor (the session is only known in the browser);
// main.tsx hydrates such a page only for a visitor, whose state is then the same.
const serverState: AuthState = { user: null, loading: false };

export const useAuth = () =>
  useSyncExternalStore(authStore.subscribe, authStore.getSnapshot, () => serverState);
