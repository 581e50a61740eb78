import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ERROR_MESSAGES, VALIDATION_MESSAGES as V } from '@ghar/contracts/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formWith, uniqueEmail } from '@ghar/testing';
import {
  startAuthService,
  STRONG_PASSWORD,
  uniqueAadhaar,
  type AuthService,
} from './support/auth-service';
import { photo, sixMegabyteImage, textPretendingToBePng } from './support/images';

let svc: AuthService;
beforeAll(async () => {
  svc = await startAuthService();
});
afterAll(() => svc?.close());

const validSignup = () => ({
  name: 'Asha Verma',
  email: uniqueEmail('signup'),
  mobile: '9876543210',
  password: STRONG_PASSWORD,
  aadhaar: uniqueAadhaar(),
});

const signUpWithAadhaarPhoto = async () =>
  svc.call('POST', '/auth/signup', {
    form: formWith(validSignup(), {
      field: 'aadhaarImage',
      name: 'card.jpg',
      content: await photo(),
      type: 'image/jpeg',
    }),
  });

const signupErrors = async (fields: Record<string, string>) => {
  const res = await svc.call('POST', '/auth/signup', { form: formWith(fields) });
  expect(res.status).toBe(400);
  expect(res.body.success).toBe(false);
  return res.body.errors as string[];
};

describe('POST /auth/signup', () => {
  it('when every field is valid, then the account is created as USER with Aadhaar masked even to its owner', async () => {
    const input = validSignup();
    const res = await svc.call('POST', '/auth/signup', { form: formWith(input) });
    expect(res.status).toBe(201);
    expect(res.body.data.user).toMatchObject({
      email: input.email,
      name: input.name,
      mobile: input.mobile,
      aadhaar: `XXXX XXXX ${input.aadhaar.slice(-4)}`,
      role: 'USER',
      status: 'ACTIVE',
      dealer: null,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|passwordHash/);
  });

  it('when the fields are empty, then each required-field message of the spec is listed', async () => {
    const errors = await signupErrors({
      name: '',
      email: '',
      mobile: '',
      password: '',
      aadhaar: '',
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        V.fullNameRequired,
        V.emailRequired,
        V.mobileInvalid,
        V.passwordTooShort,
        V.aadhaarInvalid,
      ]),
    );
  });

  it('when the e-mail is not address-shaped, then it is refused with the spec text', async () => {
    expect(await signupErrors({ ...validSignup(), email: 'asha-at-example' })).toEqual([
      V.emailInvalid,
    ]);
  });

  it.each([
    ['Sh0rt@a', V.passwordTooShort],
    ['NOLOWER1@', V.passwordNeedsLowercase],
    ['noupper1@', V.passwordNeedsUppercase],
    ['NoNumber@', V.passwordNeedsNumber],
    ['NoSpecial1', V.passwordNeedsSpecial],
  ])(
    'when the password is %s, then the first failing strength rule is reported',
    async (password, message) => {
      expect(await signupErrors({ ...validSignup(), password })).toEqual([message]);
    },
  );

  it.each(['12345', '5876543210', '98765432101', '98765abcde'])(
    'when the mobile is %s, then it is refused as not a 10-digit number starting 6-9',
    async (mobile) => {
      expect(await signupErrors({ ...validSignup(), mobile })).toEqual([V.mobileInvalid]);
    },
  );

  it.each(['12345678901', '1234567890123', '12345678901a'])(
    'when the Aadhaar is %s, then it is refused as not 12 digits',
    async (aadhaar) => {
      expect(await signupErrors({ ...validSignup(), aadhaar })).toEqual([V.aadhaarInvalid]);
    },
  );

  it('when the e-mail is taken (in any case), then 409 with the clear message', async () => {
    const input = validSignup();
    expect((await svc.call('POST', '/auth/signup', { form: formWith(input) })).status).toBe(201);
    const again = await svc.call('POST', '/auth/signup', {
      form: formWith({ ...input, email: input.email.toUpperCase(), aadhaar: uniqueAadhaar() }),
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, error: ERROR_MESSAGES.emailTaken });
  });

  it('when an Aadhaar card image is sent, then it is stored privately and its URL returned to the owner', async () => {
    const res = await signUpWithAadhaarPhoto();
    expect(res.status).toBe(201);
    expect(res.body.data.user.aadhaarImage).toMatch(
      /^\/uploads\/auth\/aadhaar\/[a-f0-9]{32}\.jpg$/,
    );
  });

  it('when storing the user fails after the Aadhaar image was saved, then no image is left on disk', async () => {
    const aadhaarDir = path.join(svc.uploadsDir, 'auth', 'aadhaar');
    const before = await readdir(aadhaarDir).catch(() => []);
    const create = svc.auth.users.create;
    svc.auth.users.create = async () => {
      throw new Error('connection reset');
    };
    try {
      const res = await signUpWithAadhaarPhoto();
      expect(res.status).toBe(500);
    } finally {
      svc.auth.users.create = create;
    }
    expect((await readdir(aadhaarDir).catch(() => [])).sort()).toEqual(before.sort());
  });

  it('when the Aadhaar card image is a text file named x.png, then the signup text for it is returned and no account is made', async () => {
    const input = validSignup();
    const res = await svc.call('POST', '/auth/signup', {
      form: formWith(input, {
        field: 'aadhaarImage',
        name: 'x.png',
        content: textPretendingToBePng(),
        type: 'image/png',
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(V.imageInvalid);
    expect(await svc.auth.users.findByEmail(input.email)).toBeNull();
  });

  it('when the Aadhaar card image is over 5MB, then 413 with the spec text', async () => {
    const res = await svc.call('POST', '/auth/signup', {
      form: formWith(validSignup(), {
        field: 'aadhaarImage',
        name: 'big.png',
        content: await sixMegabyteImage(),
        type: 'image/png',
      }),
    });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe(V.imageTooLarge);
  });

  it('when signing up with a JSON body instead of a form, then it works the same', async () => {
    const res = await svc.call('POST', '/auth/signup', { json: validSignup() });
    expect(res.status).toBe(201);
  });
});
