/**
 * What one kind of upload accepts and how it is kept. Services describe each kind once (profile
 * pictures, Aadhaar images, payment proofs, listing photos …) and the shared helpers enforce it.
 */
export interface UploadPolicy {
  /** Folder under the service's uploads and the URL segment, e.g. `profile` or `payment-proof`. */
  kind: string;
  /** Largest accepted file, in bytes (the spec's limit). */
  maxBytes: number;
  /** MIME types accepted, as detected from the content; the name and declared type never count. */
  accept: readonly string[];
  /** The spec's texts for a refused file (`tooSmall` and `nearlyBlank` with `image.minimum`). */
  messages: { invalidType: string; tooLarge: string; tooSmall?: string; nearlyBlank?: string };
  /** How accepted images are re-encoded (documents such as PDFs are kept as sent). */
  image?: ImageOutput;
}

export interface ImageOutput {
  /** Longest side of the stored image; larger images are scaled down, smaller ones kept. */
  maxDimension: number;
  /** Longest side of a thumbnail for cards and avatars; no thumbnail when absent. */
  thumbnailDimension?: number;
  format?: 'jpeg' | 'webp';
  /**
   * The smallest picture worth showing, in either orientation (long side, short side), and
   * whether a nearly one-colour frame is refused too: listing photos (issue 26).
   */
  minimum?: { long: number; short: number; refuseNearlyBlank: boolean };
}

export const DEFAULT_IMAGE_OUTPUT: ImageOutput = { maxDimension: 1600, format: 'jpeg' };
