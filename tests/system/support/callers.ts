import { randomBytes, randomInt } from 'node:crypto';
import { send } from './gateway-client';

/** Who calls: a session token, or none for a visitor. */
export interface Caller {
  name: CallerName;
  token?: string;
  /** The account's id (absent for the visitor). */
  id?: string;
}

export const CALLER_NAMES = [
  'visitor',
  'user',
  'another user',
  'dealer',
  'blocked user',
  'admin',
] as const;
export type CallerName = (typeof CALLER_NAMES)[number];
export type Callers = Record<CallerName, Caller>;

/** A person of their own: unique e-mail, valid mobile (6–9 first) and Aadhaar number. */
export const newPerson = (label: string) => {
  const tag = randomBytes(4).toString('hex');
  return {
    name: `Matrix ${label}`,
    email: `${label.replace(/\W/g, '')}.${tag}@ghar.test`,
    mobile: `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`,
    aadhaar: `${randomInt(1000, 10_000)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
    password: `Ghar@${tag}A1`,
  };
};

const expectStatus = (what: string, answer: { status: number; text: string }, status: number) => {
  if (answer.status !== status)
    throw new Error(`${what} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
};

export async function logIn(credentials: { email: string; password: string }) {
  const answer = await send({ method: 'post', path: '/api/auth/login', json: credentials });
  expectStatus(`login of ${credentials.email}`, answer, 200);
  const data = (JSON.parse(answer.text) as { data: { token: string; user: { id: string } } }).data;
  return { token: data.token, id: data.user.id };
}

export async function logInAdmin(): Promise<Caller> {
  const email = process.env.GHAR_ADMIN_EMAIL;
  const password = process.env.GHAR_ADMIN_PASSWORD;
  if (!email || !password) throw new Error('GHAR_ADMIN_EMAIL / GHAR_ADMIN_PASSWORD are not set');
  return { name: 'admin', ...(await logIn({ email, password })) };
}

/** Signs up through the public form (multipart, as the web sends it) and logs in. */
export async function signUp(name: CallerName, image?: Buffer): Promise<Caller> {
  const person = newPerson(name);
  const form = new FormData();
  for (const key of ['name', 'email', 'mobile', 'password', 'aadhaar'] as const)
    form.set(key, person[key]);
  if (image) form.set('aadhaarImage', new Blob([image], { type: 'image/jpeg' }), 'card.jpg');
  expectStatus(
    `signup of ${person.email}`,
    await send({ method: 'post', path: '/api/auth/signup', form }),
    201,
  );
  return { name, ...(await logIn(person)) };
}

/** Signs up a person of their own through the public form, keeping the details to look for. */
export async function signUpPerson(label: string) {
  const details = newPerson(label);
  const form = new FormData();
  for (const key of ['name', 'email', 'mobile', 'password', 'aadhaar'] as const)
    form.set(key, details[key]);
  expectStatus(
    `signup of ${details.email}`,
    await send({ method: 'post', path: '/api/auth/signup', form }),
    201,
  );
  return { details, caller: { name: 'user', ...(await logIn(details)) } as Caller };
}

/** An account the admin creates (as the All Users page does), with the role asked for. */
export async function createdByAdmin(
  admin: Caller,
  role: 'USER' | 'DEALER' | 'ADMIN',
  label: string,
) {
  const person = newPerson(label);
  const answer = await send({
    method: 'post',
    path: '/api/admin/users',
    token: admin.token,
    json: {
      email: person.email,
      name: person.name,
      password: person.password,
      mobile: person.mobile,
      role,
    },
  });
  expectStatus(`admin creating a ${role}`, answer, 201);
  const id = (JSON.parse(answer.text) as { data: { user: { id: string } } }).data.user.id;
  return { ...person, id };
}

/** The six callers of the matrix, each made through the real API. */
export async function makeCallers(ownerCard: Buffer): Promise<Callers> {
  const admin = await logInAdmin();
  const user = await signUp('user', ownerCard);
  const anotherUser = await signUp('another user', ownerCard);
  const dealerAccount = await createdByAdmin(admin, 'DEALER', 'dealer');
  const dealer: Caller = { name: 'dealer', ...(await logIn(dealerAccount)) };
  const blockedAccount = await createdByAdmin(admin, 'USER', 'blocked');
  const blocked: Caller = { name: 'blocked user', ...(await logIn(blockedAccount)) };
  const block = await send({
    method: 'put',
    path: `/api/admin/users/${blocked.id}/block`,
    token: admin.token,
  });
  expectStatus('blocking a user', block, 200);
  return {
    visitor: { name: 'visitor' },
    user,
    'another user': anotherUser,
    dealer,
    'blocked user': blocked,
    admin,
  };
}
