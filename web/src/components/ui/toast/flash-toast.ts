import { toast } from './toast-store';

const FLASH_KEY = 'ghar:flash-toast';

/**
 * A success toast that outlives a full page load (the post-login redirect reloads the app, and
 * an in-memory toast would vanish after 100 ms instead of showing its 5 s).
 */
export const flashSuccessAfterReload = (message: string): void => {
  try {
    sessionStorage.setItem(FLASH_KEY, message);
  } catch {
    // Storage refused (private mode): the toast shows for as long as this page does.
  }
  toast.success(message);
};

/** Shows, once, a toast left by the page before the reload. */
export const showFlashToast = (): void => {
  let message: string | null = null;
  try {
    message = sessionStorage.getItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_KEY);
  } catch {
    return;
  }
  if (message) toast.success(message);
};
