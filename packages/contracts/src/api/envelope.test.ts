import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiFailureSchema, apiSuccessSchema } from './envelope';

describe('API envelope', () => {
  it('when a success body is read, then data is typed by the given schema', () => {
    const schema = apiSuccessSchema(z.object({ count: z.number() }));
    expect(schema.parse({ success: true, data: { count: 3 } })).toEqual({
      success: true,
      data: { count: 3 },
    });
    expect(schema.safeParse({ success: false, data: { count: 3 } }).success).toBe(false);
  });

  it('when a failure body is read, then error and the optional list are kept', () => {
    const body = { success: false, error: 'Validation failed', errors: ['City is required'] };
    expect(apiFailureSchema.parse(body)).toEqual(body);
  });
});
