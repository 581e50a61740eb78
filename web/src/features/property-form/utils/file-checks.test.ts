import { VALIDATION_MESSAGES as V } from '@ghar/contracts/texts';
import { describe, expect, it } from 'vitest';
import { documentProblem, photoProblem } from './file-checks';

const MB = 1024 * 1024;
const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const fileOf = (name: string, bytes: number[], size = bytes.length) => {
  const padding = new Uint8Array(Math.max(0, size - bytes.length));
  return new File([new Uint8Array(bytes), padding], name);
};

describe('listing file checks', () => {
  it('when a photo is text renamed .png, then it is not an image file, named', async () => {
    expect(await photoProblem(fileOf('fake.png', [0x68, 0x69]))).toBe(V.notAnImageFile('fake.png'));
  });

  it('when a photo is over 10MB, then it is too large, named', async () => {
    expect(await photoProblem(fileOf('big.png', png, 10 * MB + 1))).toBe(
      V.imageFileTooLarge('big.png'),
    );
    expect(await photoProblem(fileOf('ok.png', png, 10 * MB))).toBeNull();
  });

  it('when a document is a PDF or an image, then it is taken; anything else is refused', async () => {
    expect(await documentProblem(fileOf('deed.pdf', [...Buffer.from('%PDF-1.7')]))).toBeNull();
    expect(await documentProblem(fileOf('deed.png', png))).toBeNull();
    expect(await documentProblem(fileOf('deed.docx', [0x50, 0x4b, 3, 4]))).toEqual({
      key: 'notDocument',
      file: 'deed.docx',
    });
    expect(
      await documentProblem(fileOf('deed.pdf', [...Buffer.from('%PDF-')], 10 * MB + 1)),
    ).toEqual({ key: 'documentTooLarge', file: 'deed.pdf' });
  });
});
