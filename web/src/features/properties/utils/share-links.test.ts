import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-links';

describe('share links', () => {
  it('when a listing is shared on WhatsApp, then the text holds its title and URL, encoded', () => {
    const { whatsapp } = shareLinks('2 BHK & lawn, जयपुर', 'https://ghar.in/property/abc');
    expect(whatsapp.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(whatsapp.slice('https://wa.me/?text='.length))).toBe(
      '2 BHK & lawn, जयपुर https://ghar.in/property/abc',
    );
  });
});
