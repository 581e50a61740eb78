import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isNearlyBlank } from './picture-quality';

const flat = (background: string, alpha = false) =>
  sharp({ create: { width: 800, height: 600, channels: alpha ? 4 : 3, background } });

/** A street-like scene in two blocks of colour: far from one colour, yet simple. */
const twoBlocks = () =>
  flat('#d9cfc1').composite([
    {
      input: { create: { width: 400, height: 300, channels: 3, background: '#3b5f8a' } },
      left: 200,
      top: 150,
    },
  ]);

describe('isNearlyBlank on a decoded picture', () => {
  it('when a photo is one solid colour (with or without transparency), then it is nearly blank', async () => {
    expect(await isNearlyBlank(flat('#7a9e3d'))).toBe(true);
    expect(await isNearlyBlank(flat('#ffffff00', true))).toBe(true);
  });

  it('when a photo has two areas of colour or noise, then it is not nearly blank', async () => {
    expect(await isNearlyBlank(sharp(await twoBlocks().png().toBuffer()))).toBe(false);
    const noisy = sharp({
      create: {
        width: 500,
        height: 400,
        channels: 3,
        background: '#000000',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    });
    expect(await isNearlyBlank(sharp(await noisy.jpeg().toBuffer()))).toBe(false);
  });
});
