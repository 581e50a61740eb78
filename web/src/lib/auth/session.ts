import { api } from '../api-client';
import { isApiError } from '../api-error';
import { authStore } from './auth-store';
import { USER_STORAGE_KEY } from './user';

// The probe must not keep the loading screen up for a minute when the server hangs.
const PROBE_TIMEOUT_MS = 10_000;

const readStoredUser = () => {
  try {
    return localStorage.getItem(USER_STORAGE_KEY);
  } catch {
    return null;
  }
};

/** Whether someone signed in on this browser (a visitor has nothing stored: main.tsx). */
export const hasStoredUser = (): boolean => readStoredUser() !== null;

// Start-up: restore the stored user, then let the server confirm the cookie session.
// Only a 401 ends a stored session; any other failure (service down, offline) keeps
// whatever was restored. Every sign-in (login, signup, Google) stores the user, so with nothing
// stored this is a visitor: no probe, whose expected 401 the browser would log as a console
// error on every visitor page (issue 8).
const run = async (): Promise<void> => {
  const raw = readStoredUser();
  if (raw === null) {
    authStore.finishLoading();
    return;
  }
  const { authUserSchema, parseStoredUser } = await import('./user-schema');
  const { user, corrupt } = parseStoredUser(raw);
  if (corrupt) authStore.signOut();
  if (!user) {
    authStore.finishLoading();
    return;
  }
  authStore.signIn(user);
  try {
    const data = await api.get<unknown>('/auth/me', { timeoutMs: PROBE_TIMEOUT_MS });
    const body = typeof data === 'object' && data !== null && 'user' in data ? data.user : data;
    const confirmed = authUserSchema.safeParse(body);
    if (confirmed.success) authStore.signIn(confirmed.data);
  } catch (error) {
    if (isApiError(error) && error.status === 401) authStore.signOut();
  } finally {
    authStore.finishLoading();
  }
};

let started: Promise<void> | undefined;

// Runs once per page load, however often React mounts the provider.
export const restoreSession = (): Promise<void> => (started ??= run());
