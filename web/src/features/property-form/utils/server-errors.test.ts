import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { fieldRefusal, splitServerErrors } from './server-errors';

const fields = new Set(['title', 'bhk', 'mediaFiles']);

describe('splitServerErrors', () => {
  it('when messages name form fields, then each goes under its field, the first one kept', () => {
    expect(
      splitServerErrors(
        ['title: Property title is required', 'bhk: BHK is required', 'title: second'],
        fields,
      ),
    ).toEqual({
      byField: { title: 'Property title is required', bhk: 'BHK is required' },
      other: [],
    });
  });

  it('when a message names no field of the form, then it stays whole', () => {
    expect(splitServerErrors(['owner: Not yours', 'Something failed'], fields)).toEqual({
      byField: {},
      other: ['owner: Not yours', 'Something failed'],
    });
  });
});

describe('fieldRefusal', () => {
  it('when a 400 names fields, then they are returned for the form', () => {
    const error = new ApiError(400, 'Validation failed', {
      errors: ['mediaFiles: At least one property image is required'],
    });
    expect(fieldRefusal(error, fields)?.byField).toEqual({
      mediaFiles: 'At least one property image is required',
    });
  });

  it('when the refusal is not a validation one or names no field, then it is null', () => {
    expect(fieldRefusal(new ApiError(500, 'x', { errors: ['title: x'] }), fields)).toBeNull();
    expect(fieldRefusal(new ApiError(400, 'Bad', { errors: ['Bad'] }), fields)).toBeNull();
    expect(fieldRefusal(new Error('x'), fields)).toBeNull();
  });
});
