import { describe, expect, it } from 'vitest';
import { cutWithEllipsis } from './cut-text';

describe('cutWithEllipsis', () => {
  it('when the text fits, then it is unchanged', () => {
    expect(cutWithEllipsis('Is it free?', 11)).toBe('Is it free?');
  });

  it('when the text is longer, then it is cut to the limit and ends with an ellipsis', () => {
    const cut = cutWithEllipsis('a'.repeat(200), 150);
    expect(cut).toHaveLength(150);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('when Hindi text is cut, then no character is split', () => {
    expect(cutWithEllipsis('क्या यह घर खाली है', 5)).toBe(
      `${Array.from('क्या यह घर खाली है').slice(0, 4).join('')}…`,
    );
  });
});
