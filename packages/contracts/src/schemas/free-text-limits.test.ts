import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as V } from '../messages/validation';
import { adminCreateUserSchema, adminUpdateUserSchema } from './admin-users';
import { dealerSignupBodySchema, profileUpdateSchema, signupSchema } from './auth';
import { optionalText, personNameSchema, requiredText } from './fields';
import { inquirySchema } from './inquiry';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('personNameSchema', () => {
  it('when a name is 100 characters, then it is kept; at 101, then the too-long text', () => {
    expect(personNameSchema.parse('a'.repeat(100))).toHaveLength(100);
    expect(messagesOf(personNameSchema.safeParse('a'.repeat(101)))).toEqual([V.nameTooLong]);
  });

  it.each([
    ['NUL', 'Rahul\u0000Sharma'],
    ['right-to-left override', 'Rahul\u202Egpj.exe'],
    ['left-to-right isolate', 'Rahul\u2066Sharma'],
    ['escape (C0)', 'Rahul\u001B[31mSharma'],
    ['line break inside', 'Rahul\nSharma'],
    ['C1 control', 'Rahul\u0085Sharma'],
    ['right-to-left mark', 'Rahul\u200FSharma'],
  ])('when a name holds a %s, then it is refused with a clear text', (_label, name) => {
    expect(messagesOf(personNameSchema.safeParse(name))).toEqual([V.nameHasControlCharacters]);
  });

  it('when a name is written in Devanagari or has an apostrophe, then it is accepted', () => {
    expect(personNameSchema.parse('  राहुल शर्मा ')).toBe('राहुल शर्मा');
    expect(personNameSchema.parse("D'Souza-Pereira")).toBe("D'Souza-Pereira");
  });

  it('when every form that takes a name gets a control character, then each refuses it', () => {
    const name = 'Evil\u202Ename';
    const forms = [
      signupSchema.shape.name,
      dealerSignupBodySchema.shape.name,
      profileUpdateSchema.shape.name,
      adminCreateUserSchema.shape.name,
      adminUpdateUserSchema.shape.name,
    ];
    for (const field of forms) {
      expect(messagesOf(field.safeParse(name))).toEqual([V.nameHasControlCharacters]);
    }
  });
});

describe('free text', () => {
  it('when any other text exceeds 5000 characters, then it is refused', () => {
    expect(messagesOf(optionalText.safeParse('x'.repeat(5001)))).toEqual([V.textTooLong]);
    expect(messagesOf(requiredText('required').safeParse('x'.repeat(5001)))).toEqual([
      V.textTooLong,
    ]);
  });

  it('when an enquiry is too long, then only its own limit speaks', () => {
    const result = inquirySchema.safeParse({ message: 'x'.repeat(6000), mobileNumber: '' });
    expect(messagesOf(result)).toContain(V.inquiryMessageTooLong);
    expect(messagesOf(result)).not.toContain(V.textTooLong);
  });
});
