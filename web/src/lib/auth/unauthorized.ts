import { paths } from '@/config/paths';
import { ApiError } from '../api-error';
import { authStore } from './auth-store';

/** Parallel calls of one ended session all come back 401 within moments of each other. */
const SAME_EXPIRY_MS = 3_000;

// What any 401 does (spec §4): forget the stored user, say why, go to /login — unless the
// person is already there, or this very expiry was just reported (one toast, one redirect).
export const createUnauthorizedHandler = (
  navigate: (to: string) => unknown,
  currentPath: () => string,
  now: () => number = Date.now,
) => {
  let lastHandledAt = -Infinity;
  return (): void => {
    authStore.signOut();
    if (currentPath() === paths.login.path) return;
    if (now() - lastHandledAt < SAME_EXPIRY_MS) return;
    lastHandledAt = now();
    // The error texts load with the first failure, not with every first page (the JS budget).
    void import('../error-toast').then(({ showErrorToast }) =>
      showErrorToast(new ApiError(401, '')),
    );
    void navigate(paths.login.getHref());
  };
};
