import { randomBytes, randomInt } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';

// A person of their own per test: unique e-mail, valid mobile (6–9 first) and Aadhaar.
export const newPerson = (name = 'Asha Verma') => {
  const tag = randomBytes(4).toString('hex');
  return {
    name,
    email: `asha.${tag}@example.in`,
    mobile: `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`,
    aadhaar: `${randomInt(1000, 10_000)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
    password: `Ghar@${tag}A1`,
  };
};

export type Person = ReturnType<typeof newPerson>;

export const adminCredentials = (): { email: string; password: string } => {
  const email = process.env.GHAR_ADMIN_EMAIL;
  const password = process.env.GHAR_ADMIN_PASSWORD;
  if (!email || !password) throw new Error('GHAR_ADMIN_EMAIL / GHAR_ADMIN_PASSWORD are not set');
  return { email, password };
};

// A real PNG drawn by the browser, shaped like an Aadhaar card, for the image fields.
export const aadhaarCardPng = async (page: Page): Promise<Buffer> => {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 400;
    const draw = canvas.getContext('2d');
    if (!draw) throw new Error('no 2d canvas');
    draw.fillStyle = '#fdf6e3';
    draw.fillRect(0, 0, 640, 400);
    draw.fillStyle = '#f97316';
    draw.fillRect(0, 0, 640, 60);
    draw.fillStyle = '#166534';
    draw.fillRect(0, 340, 640, 60);
    draw.fillStyle = '#1e293b';
    draw.font = 'bold 28px sans-serif';
    draw.fillText('Sample identity card', 40, 150);
    draw.font = '36px monospace';
    draw.fillText('XXXX XXXX 0000', 40, 250);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
};

// Signs up through the API (multipart, as the form sends it), for tests about later screens.
export const signUpByApi = async (context: BrowserContext, person: Person): Promise<void> => {
  const response = await context.request.post('/api/auth/signup', {
    multipart: {
      name: person.name,
      email: person.email,
      mobile: person.mobile,
      password: person.password,
      aadhaar: person.aadhaar,
    },
  });
  if (response.status() !== 201) {
    throw new Error(`signup answered ${response.status()}: ${await response.text()}`);
  }
  await rememberUser(context, ((await response.json()) as { data: { user: unknown } }).data.user);
};

/**
 * What the login and signup forms do after success: keep the user under localStorage `user`.
 * The app only asks the server about a session when a user is stored (a visitor's page makes no
 * request that answers 401), so a session made through the API must be remembered the same way.
 * A static file of the same origin gives the storage without starting the app.
 */
const rememberUser = async (context: BrowserContext, user: unknown): Promise<void> => {
  const { id, email, name, role } = user as Record<string, unknown>;
  const page = await context.newPage();
  try {
    await page.goto('/favicon.svg');
    await page.evaluate((stored) => localStorage.setItem('user', JSON.stringify(stored)), {
      id,
      email,
      name,
      role,
    });
  } finally {
    await page.close();
  }
};

// The request shares the context's cookie jar, so pages opened next start signed in.
export const logInByApi = async (
  context: BrowserContext,
  credentials: { email: string; password: string },
): Promise<void> => {
  const response = await context.request.post('/api/auth/login', {
    data: { email: credentials.email, password: credentials.password },
  });
  if (response.status() !== 200) {
    throw new Error(`login answered ${response.status()}: ${await response.text()}`);
  }
  await rememberUser(context, ((await response.json()) as { data: { user: unknown } }).data.user);
};

// The login form as a person fills it; the caller waits for where it should lead.
export const submitLogin = async (
  page: Page,
  credentials: { email: string; password: string },
  { deviceChoosesLanguage = true }: { deviceChoosesLanguage?: boolean } = {},
): Promise<void> => {
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  // This device reads the page it shows (the form is filled by its English labels): it has a
  // language choice of its own, so signing in does not adopt the account's profile language.
  // Shared accounts (the admin) have their language switched by other test files running at the
  // same time; a test about adopting it passes `deviceChoosesLanguage: false`.
  if (deviceChoosesLanguage) {
    await page.evaluate(() => {
      if (localStorage.getItem('language') === null) {
        localStorage.setItem('language', document.documentElement.lang || 'en');
      }
    });
  }
  await page.getByLabel('Email address').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
};
