import { describe, expect, it } from 'vitest';
import { adminSignInLine } from './admin-sign-in-line';

describe('adminSignInLine', () => {
  it('when the password came from ADMIN_PASSWORD, then the line does not hold it', () => {
    const line = adminSignInLine('boss@example.in', 'Ghar@Demo2025!', 'S3cret!Pass');
    expect(line).not.toContain('S3cret!Pass');
    expect(line).toContain('boss@example.in');
  });

  it('when no password was supplied, then the demo one is printed to sign in with', () => {
    expect(adminSignInLine('admin@ghar.local', 'Ghar@Demo2025!', undefined)).toBe(
      'Admin sign-in: admin@ghar.local / Ghar@Demo2025!',
    );
  });
});
