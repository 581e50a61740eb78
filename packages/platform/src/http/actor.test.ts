import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { actionContextOf, actorOf } from './actor';

const request = (identity: Partial<Request['identity']>, requestId = 'req-12345678') =>
  ({ identity: { requestId, ...identity }, requestId }) as Request;

describe('actorOf', () => {
  it('is the signed-in caller', () => {
    const req = request({ userId: 'u1', email: 'u@example.com', role: 'DEALER' });
    expect(actorOf(req)).toEqual({ userId: 'u1', email: 'u@example.com', role: 'DEALER' });
  });

  it('refuses a visitor (401)', () => {
    expect(() => actorOf(request({}))).toThrow(expect.objectContaining({ httpStatus: 401 }));
  });
});

describe('actionContextOf', () => {
  it("names the caller and the request's id", () => {
    expect(actionContextOf(request({ userId: 'u1' }))).toEqual({
      actorId: 'u1',
      requestId: 'req-12345678',
    });
  });

  it('has no actor for a visitor', () => {
    expect(actionContextOf(request({})).actorId).toBeNull();
  });
});
