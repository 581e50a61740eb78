import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, toastStore } from '../components/ui/toast/toast-store';
import { ApiError } from './api-error';
import { showActionFailure } from './error-toast';

const shown = () => toastStore.getSnapshot();
afterEach(() => {
  for (const toast of shown()) dismissToast(toast.id);
});

describe('showActionFailure', () => {
  it('when the server refused with a reason, then the reason shows under the screen title', async () => {
    await showActionFailure(
      new ApiError(409, 'x', { serverMessage: 'Inquiry already deleted' }),
      'Failed to delete inquiry',
    );
    expect(shown().at(-1)).toMatchObject({
      variant: 'error',
      title: 'Failed to delete inquiry',
      message: 'Inquiry already deleted',
    });
  });

  it('when the refusal has no reason, then the screen fallback is the message', async () => {
    await showActionFailure(new ApiError(400, 'x'), 'Failed to mark as read');
    expect(shown().at(-1)).toMatchObject({ message: 'Failed to mark as read' });
    expect(shown().at(-1)?.title).toBeUndefined();
  });

  it('when the connection is lost, then the full network toast shows', async () => {
    await showActionFailure(new ApiError(0, 'x', { kind: 'network' }), 'Failed to delete');
    expect(shown().at(-1)?.title).toBe('Network Connection Error');
  });

  it('when the session ended (401), then no second toast is added', async () => {
    await showActionFailure(new ApiError(401, 'x'), 'Failed to delete');
    expect(shown()).toHaveLength(0);
  });
});
