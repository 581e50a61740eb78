import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { failedOutcome } from './send-outcome';

const texts = {
  failed: 'Failed to send WhatsApp notification',
  errored: 'Error sending WhatsApp notification',
};

describe('integration send outcome', () => {
  it('when the service refuses with a reason and the channel answer, then both show', () => {
    const error = new ApiError(502, 'Failed to send WhatsApp notification', {
      serverMessage: 'Failed to send WhatsApp notification',
      errors: ['WhatsApp answered 401'],
    });
    expect(failedOutcome(error, texts)).toEqual({
      ok: false,
      message: 'Failed to send WhatsApp notification',
      detail: 'WhatsApp answered 401',
    });
  });

  it('when the channel is not configured, then the service reason shows', () => {
    const error = new ApiError(409, 'WhatsApp is not configured', {
      serverMessage: 'WhatsApp is not configured',
    });
    expect(failedOutcome(error, texts).message).toBe('WhatsApp is not configured');
  });

  it('when a refusal carries no reason, then the spec "Failed to" text shows', () => {
    expect(failedOutcome(new ApiError(500, 'Server error'), texts).message).toBe(texts.failed);
  });

  it('when no answer came back, then the spec "Error sending" text shows', () => {
    const error = new ApiError(0, 'Network error', { kind: 'network' });
    expect(failedOutcome(error, texts).message).toBe(texts.errored);
    expect(failedOutcome(new Error('boom'), texts).message).toBe(texts.errored);
  });
});
