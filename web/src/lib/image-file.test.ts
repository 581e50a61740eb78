import { LIMITS } from '@ghar/contracts/constants';
import { describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES, imageFileProblem, imageKindOf } from './image-file';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16];
const file = (bytes: number[] | string, name: string, type: string) =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });

describe('imageKindOf', () => {
  it('when the first bytes are those of JPEG, PNG, GIF or WebP, then the kind is named', () => {
    const text = (s: string) => new TextEncoder().encode(s);
    expect(imageKindOf(new Uint8Array(JPEG))).toBe('jpeg');
    expect(imageKindOf(new Uint8Array(PNG))).toBe('png');
    expect(imageKindOf(text('GIF89a....'))).toBe('gif');
    expect(imageKindOf(text('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(imageKindOf(text('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(imageKindOf(new Uint8Array())).toBeNull();
  });
});

describe('imageFileProblem', () => {
  it('when a small image is chosen, then there is no problem', async () => {
    expect(
      await imageFileProblem(file(PNG, 'a.png', 'image/png'), IMAGE_MESSAGES.upload),
    ).toBeNull();
  });

  it('when a text file is renamed .png, then it is judged by its content and refused', async () => {
    const renamed = file('hello, this is text', 'card.png', 'image/png');
    expect(await imageFileProblem(renamed, IMAGE_MESSAGES.signup)).toBe(
      'Please select a valid image file',
    );
  });

  it('when a non-image is chosen, then the context wording for the type is given', async () => {
    const pdf = file('%PDF-1.7', 'a.pdf', 'application/pdf');
    expect(await imageFileProblem(pdf, IMAGE_MESSAGES.upload)).toBe('Please select an image file');
    expect(await imageFileProblem(pdf, IMAGE_MESSAGES.signup)).toBe(
      'Please select a valid image file',
    );
  });

  it('when an image is over 5MB, then the size message is given', async () => {
    const big = new File(
      [new Uint8Array(JPEG), new Uint8Array(LIMITS.aadhaarImageMaxBytes)],
      'big.jpg',
      { type: 'image/jpeg' },
    );
    expect(await imageFileProblem(big, IMAGE_MESSAGES.upload)).toBe(
      'Image size should be less than 5MB',
    );
  });
});
