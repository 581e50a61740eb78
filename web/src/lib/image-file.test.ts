import { LIMITS } from '@ghar/contracts';
import { describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES, imageFileProblem } from './image-file';

describe('imageFileProblem', () => {
  it('when a small image is chosen, then there is no problem', () => {
    expect(imageFileProblem({ type: 'image/png', size: 1024 }, IMAGE_MESSAGES.upload)).toBeNull();
  });

  it('when a non-image is chosen, then the context wording for the type is given', () => {
    const pdf = { type: 'application/pdf', size: 1024 };
    expect(imageFileProblem(pdf, IMAGE_MESSAGES.upload)).toBe('Please select an image file');
    expect(imageFileProblem(pdf, IMAGE_MESSAGES.signup)).toBe('Please select a valid image file');
  });

  it('when an image is over 5MB, then the size message is given', () => {
    const big = { type: 'image/jpeg', size: LIMITS.aadhaarImageMaxBytes + 1 };
    expect(imageFileProblem(big, IMAGE_MESSAGES.upload)).toBe('Image size should be less than 5MB');
  });
});
