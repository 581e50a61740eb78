/**
 * What makes a listing photo worth showing (issue 26), judged alike by the listings service on
 * every upload and by the web as soon as a file is chosen.
 */

/** Below this spread of values (0–255) in every colour channel, a picture is one flat colour. */
export const NEARLY_BLANK_SPREAD = 4;

/** Whether the long and short sides reach the minimum, in whichever orientation it was taken. */
export const isLargeEnough = (
  size: { width: number; height: number },
  minimum: { long: number; short: number },
): boolean =>
  Math.max(size.width, size.height) >= minimum.long &&
  Math.min(size.width, size.height) >= minimum.short;

/**
 * The standard deviation of each colour channel of interleaved 8-bit pixels: `stride` values a
 * pixel (4 for a canvas's RGBA), of which the first `channels` are colours.
 */
export const channelSpreads = (pixels: ArrayLike<number>, stride: number, channels = stride) => {
  const count = Math.floor(pixels.length / stride);
  const spreads: number[] = [];
  for (let channel = 0; channel < channels; channel += 1) {
    let sum = 0;
    let squares = 0;
    for (let i = channel; i < count * stride; i += stride) {
      const value = pixels[i]!;
      sum += value;
      squares += value * value;
    }
    const mean = sum / count;
    spreads.push(Math.sqrt(Math.max(0, squares / count - mean * mean)));
  }
  return spreads;
};

/** Nearly one colour: every colour channel barely varies. */
export const isNearlyBlank = (pixels: ArrayLike<number>, stride: number, channels = stride) =>
  channelSpreads(pixels, stride, channels).every((spread) => spread < NEARLY_BLANK_SPREAD);
