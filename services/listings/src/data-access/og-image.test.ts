import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { OG_HEIGHT, OG_WIDTH, ogPrice, renderOgCard } from './og-image';

const MAX_BYTES = 300 * 1024;
const card = {
  title: 'Sunny 2 BHK flat near the market',
  price: '₹15,000 / month',
  place: 'Malviya Nagar, Jaipur, Rajasthan',
};

/** A large photo of pure noise: the hardest case for the card's size. */
const noisyPhoto = () => {
  const width = 1600;
  const height = 1000;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
};

describe('preview card', () => {
  it('when made from a photo, then it is a 1200×630 JPEG under 300 KB', async () => {
    const image = await renderOgCard(card, await noisyPhoto());
    const meta = await sharp(image).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', OG_WIDTH, OG_HEIGHT]);
    expect(image.length).toBeLessThanOrEqual(MAX_BYTES);
  });

  it('when the listing has no photo, then the branded card has the same size', async () => {
    const image = await renderOgCard(card);
    const meta = await sharp(image).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', OG_WIDTH, OG_HEIGHT]);
    // The brand's green (#0f5c4d) fills the card where there is no text.
    const { data } = await sharp(image)
      .extract({ left: 5, top: 150, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const [red = 0, green = 0, blue = 0] = data;
    expect(Math.abs(red - 0x0f) + Math.abs(green - 0x5c) + Math.abs(blue - 0x4d)).toBeLessThan(20);
  });

  it('when the text is drawn, then the band under it is no longer the plain photo', async () => {
    const plain = await sharp({
      create: { width: OG_WIDTH, height: OG_HEIGHT, channels: 3, background: '#ffffff' },
    })
      .jpeg()
      .toBuffer();
    const image = await renderOgCard(card, plain);
    const { data } = await sharp(image)
      .extract({ left: 1150, top: 620, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeLessThan(128);
  });

  it('when priced, then the card says the price as the cards do', () => {
    expect(ogPrice({ action: 'RENT', perMonthCharges: 15_000 })).toBe('₹15,000 / month');
    expect(ogPrice({ action: 'SELL', price: 4_500_000 })).toBe('₹45,00,000');
    expect(ogPrice({ action: 'LEASE', perMonthCharges: 90_000, leaseDuration: 11 })).toBe(
      '₹90,000 for 11 months',
    );
    expect(ogPrice({ action: 'SELL' })).toBe('Price on request');
  });
});
