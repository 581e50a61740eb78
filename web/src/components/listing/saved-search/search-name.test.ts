import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import './i18n';
import { resources } from '@/locales';
import { searchName, searchSummary } from './search-name';

const jodhpur = { city: 'Jodhpur', action: 'RENT', bhk: '2', maxPerMonthCharges: '20000' };

const inLanguage = async (language: 'en' | 'hi') => {
  if (language === 'hi' && !i18n.hasResourceBundle('hi', 'saved-searches')) {
    i18n.addResourceBundle('hi', 'saved-searches', resources.hi['saved-searches']);
  }
  return i18n.getFixedT(language, 'saved-searches');
};
const typeLabel = (type: string) => (type === 'VILLA' ? 'Villa' : type);

describe('searchName', () => {
  it('when the filters are 2 BHK in Jodhpur under ₹20,000, then the name says so', async () => {
    expect(searchName(jodhpur, await inLanguage('en'), typeLabel)).toBe(
      '2 BHK in Jodhpur under ₹20,000',
    );
  });

  it('when read in Hindi, then the name is in Hindi word order', async () => {
    expect(searchName(jodhpur, await inLanguage('hi'), typeLabel)).toBe(
      '2 BHK Jodhpur में ₹20,000 तक',
    );
  });

  it('when only a type, a locality or a lower budget is set, then the name uses what is there', async () => {
    const t = await inLanguage('en');
    expect(
      searchName({ type: 'VILLA', city: 'Jaipur', locality: 'Malviya Nagar' }, t, typeLabel),
    ).toBe('Villa in Malviya Nagar, Jaipur');
    expect(searchName({ minBhk: '4', minPrice: '5000000' }, t, typeLabel)).toBe(
      '4+ BHK from ₹50,00,000',
    );
    expect(searchName({ action: 'SELL' }, t, typeLabel)).toBe('Homes');
  });

  it('when the filters name a long place, then the name stops at 60 characters', async () => {
    const name = searchName({ location: 'x'.repeat(80) }, await inLanguage('en'), typeLabel);
    expect(name.length).toBeLessThanOrEqual(60);
  });

  it('when summarized, then the deal is named too', async () => {
    expect(searchSummary(jodhpur, await inLanguage('en'), typeLabel)).toBe(
      '2 BHK in Jodhpur under ₹20,000 · for rent',
    );
  });
});
