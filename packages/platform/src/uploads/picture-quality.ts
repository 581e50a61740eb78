import { isNearlyBlank as isFlat } from '@ghar/contracts/photos';
import type sharp from 'sharp';

/** The picture is judged at this size: enough to keep a photo's variety, cheap to decode. */
const SAMPLE_SIDE = 256;

/**
 * Whether a decodable image is nearly one colour (a blank frame, a solid fill, a covered lens),
 * by contracts' rule on a small copy. Transparency is flattened onto white first.
 */
export async function isNearlyBlank(image: sharp.Sharp): Promise<boolean> {
  const { data, info } = await image
    .clone()
    .flatten({ background: '#ffffff' })
    .resize(SAMPLE_SIDE, SAMPLE_SIDE, { fit: 'inside' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return isFlat(data, info.channels);
}
