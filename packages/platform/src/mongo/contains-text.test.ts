import { describe, expect, it } from 'vitest';
import { containsText } from './contains-text';

describe('containsText', () => {
  it('when the text holds regex metacharacters, then they match only themselves', () => {
    const { $regex, $options } = containsText('2BHK (new) ₹1.5 lakh*');
    const pattern = new RegExp($regex, $options);
    expect(pattern.test('Flat 2bhk (NEW) ₹1.5 LAKH* near park')).toBe(true);
    expect(pattern.test('2BHK new ₹105 lakh')).toBe(false);
  });
});
