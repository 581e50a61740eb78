import { describe, expect, it } from 'vitest';
import { plainText } from './channels';

describe('plainText', () => {
  it('joins title, message and link, one per line, leaving out what is missing', () => {
    expect(plainText({ title: 'New inquiry', message: 'Is it free?', link: '' })).toBe(
      'New inquiry\nIs it free?',
    );
  });

  it('cuts a text over 4096 characters with an ellipsis, never splitting a Hindi letter', () => {
    // '𑀓' is outside the BMP: cutting by UTF-16 units would leave half a surrogate pair.
    const text = plainText({ title: 'T', message: 'जयपुर 𑀓'.repeat(1000), link: '' });
    expect(Array.from(text)).toHaveLength(4096);
    expect(text.endsWith('…')).toBe(true);
    expect(text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});
