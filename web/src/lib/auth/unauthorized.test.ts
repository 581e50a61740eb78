import { describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/ui/toast/toast-store';
import { authStore } from './auth-store';
import { createUnauthorizedHandler } from './unauthorized';

describe('createUnauthorizedHandler', () => {
  it('when several calls of one ended session come back 401 together, then one toast and one redirect', async () => {
    let clock = 1_000;
    const navigate = vi.fn();
    const handle = createUnauthorizedHandler(
      navigate,
      () => '/admin/users',
      () => clock,
    );
    authStore.signIn({ id: 'u1', email: 'asha@ghar.test', role: 'USER' });
    const toastsBefore = toastStore.getSnapshot().length;

    handle();
    handle();
    clock += 500;
    handle();

    expect(authStore.getSnapshot().user).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login');
    await vi.waitFor(() => expect(toastStore.getSnapshot().length).toBe(toastsBefore + 1));

    clock += 5_000;
    handle();
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('when the person is already on /login, then nothing is shown', () => {
    const navigate = vi.fn();
    createUnauthorizedHandler(navigate, () => '/login')();
    expect(navigate).not.toHaveBeenCalled();
  });
});
