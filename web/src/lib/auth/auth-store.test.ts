import { describe, expect, it } from 'vitest';
import { VISITOR_STATE, authStore } from './auth-store';

describe('authStore', () => {
  it("when a visitor's session settles or a user signs out, then the snapshot is the server's visitor state itself", () => {
    // React compares the browser's snapshot with the server's by identity after hydration: an
    // equal copy would make it render the whole page again, synchronously.
    authStore.finishLoading();
    expect(authStore.getSnapshot()).toBe(VISITOR_STATE);

    authStore.signIn({ id: 'u1', email: 'asha.verma@example.in', name: 'Asha', role: 'USER' });
    expect(authStore.getSnapshot().user?.email).toBe('asha.verma@example.in');
    authStore.signOut();
    expect(authStore.getSnapshot()).toBe(VISITOR_STATE);
  });

  it('when nothing changes, then no listener is told', () => {
    authStore.signOut();
    let told = 0;
    const stop = authStore.subscribe(() => (told += 1));
    authStore.signOut();
    authStore.finishLoading();
    expect(told).toBe(0);
    authStore.signIn({ id: 'u2', email: 'ravi@example.in', name: 'Ravi', role: 'USER' });
    expect(told).toBe(1);
    stop();
    authStore.signOut();
  });
});
