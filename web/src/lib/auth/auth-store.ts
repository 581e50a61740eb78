import { pickStoredUser, USER_STORAGE_KEY } from './user';
import type { AuthUser } from './user';

export type AuthState = { user: AuthUser | null; loading: boolean };

/**
 * A visitor's settled state, always this one object: the server renders every page with it
 * (use-auth.ts), and React compares the browser's snapshot with the server's by identity after
 * hydration — an equal but new object made it render the whole page again at once, unsliced (a
 * long task of ~0.3–0.6 s on a throttled phone, Lighthouse's total blocking time).
 */
export const VISITOR_STATE: AuthState = Object.freeze({ user: null, loading: false });

let state: AuthState = { user: null, loading: true };
const listeners = new Set<() => void>();

const update = (next: Partial<AuthState>) => {
  const merged = { ...state, ...next };
  const settledVisitor = merged.user === null && !merged.loading;
  const changed = settledVisitor
    ? state !== VISITOR_STATE
    : merged.user !== state.user || merged.loading !== state.loading;
  if (!changed) return;
  state = settledVisitor ? VISITOR_STATE : merged;
  for (const listener of listeners) listener();
};

const writeStorage = (user: AuthUser | null) => {
  try {
    if (user) localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    else localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // Storage can be refused (private mode); the in-memory session still works.
  }
};

// Session state outside React so that the API client's 401 handler can clear it too.
export const authStore = {
  getSnapshot: () => state,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  // The user was checked against the schema by whoever read it from the server or storage.
  signIn: (user: AuthUser) => {
    const kept = pickStoredUser(user);
    writeStorage(kept);
    update({ user: kept });
  },
  signOut: () => {
    writeStorage(null);
    update({ user: null });
  },
  finishLoading: () => update({ loading: false }),
};
