import { describe, expect, it } from 'vitest';
import { fillPath } from './api-document';

describe('fillPath', () => {
  it('when a value is hostile, then it is URL-encoded into the template', () => {
    expect(fillPath('/api/inquiries/{id}', { id: '../a b' })).toBe('/api/inquiries/..%2Fa%20b');
  });

  it('when a value holds a lone surrogate, then it is sent as U+FFFD instead of throwing', () => {
    expect(fillPath('/api/x/{id}', { id: 'a\uD800b\uDC00' })).toBe('/api/x/a%EF%BF%BDb%EF%BF%BD');
    expect(fillPath('/api/x/{id}', { id: '😀' })).toBe('/api/x/%F0%9F%98%80');
  });
});
