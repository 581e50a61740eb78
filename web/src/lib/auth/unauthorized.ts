import { paths } from '../../config/paths';
import { ApiError } from '../api-error';
import { showErrorToast } from '../error-toast';
import { authStore } from './auth-store';

// What any 401 does (spec §4): forget the stored user, say why, go to /login — unless the
// person is already there.
export const createUnauthorizedHandler =
  (navigate: (to: string) => unknown, currentPath: () => string) => (): void => {
    authStore.signOut();
    if (currentPath() === paths.login.path) return;
    showErrorToast(new ApiError(401, ''));
    void navigate(paths.login.getHref());
  };
