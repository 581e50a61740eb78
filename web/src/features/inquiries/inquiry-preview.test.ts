import { describe, expect, it } from 'vitest';
import { previewMessage, shortId } from './inquiry-preview';

describe('inquiry preview', () => {
  it('when a message has at most 150 characters, then it shows whole', () => {
    const message = 'a'.repeat(150);
    expect(previewMessage(message)).toBe(message);
  });

  it('when a message is longer than 150 characters, then its first 150 show with an ellipsis', () => {
    const message = `${'b'.repeat(150)}cut here`;
    expect(previewMessage(message)).toBe(`${'b'.repeat(150)}...`);
  });

  it('when an id is shown, then only its last 8 characters appear', () => {
    expect(shortId('65f1c0ffee0123456789abcd')).toBe('6789abcd');
    expect(shortId('abc')).toBe('abc');
  });

  it('when two inquiries are created in the same second, then their shown ids differ', () => {
    // Same 4-byte timestamp, same process part, consecutive counters.
    expect(shortId('65f1c0ffa1b2c3d4e5000001')).not.toBe(shortId('65f1c0ffa1b2c3d4e5000002'));
  });
});
