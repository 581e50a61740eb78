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
  /** The spec's texts for a refused file. */
  messages: { invalidType: string; tooLarge: string };
  /** How accepted images are re-encoded (documents such as PDFs are kept as sent). */
  image?: ImageOutput;
}

export interface ImageOutput {
  /** Longest side of the stored image; larger images are scaled down, smaller ones kept. */
  maxDimension: number;
  /** Longest side of a thumbnail for cards and avatars; no thumbnail when absent. */
  thumbnailDimension?: number;
  format?: 'jpeg' | 'webp';
}

export const DEFAULT_IMAGE_OUTPUT: ImageOutput = { maxDimension: 1600, format: 'jpeg' };
