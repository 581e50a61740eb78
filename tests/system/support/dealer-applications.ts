import { createdByAdmin, logIn, type Caller } from './callers';
import { send } from './gateway-client';

const dataOf = <T>(answer: { status: number; text: string }, what: string): T => {
  if (answer.status >= 300)
    throw new Error(`${what} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return (JSON.parse(answer.text) as { data: T }).data;
};

/** POST /api/auth/apply-dealer as `caller`, with an optional sponsor's code. */
export const applyDealer = (caller: Caller, referralCode?: string) =>
  send({
    method: 'post',
    path: '/api/auth/apply-dealer',
    token: caller.token,
    json: referralCode ? { referralCode } : {},
  });

/** The caller's latest application (GET /api/dealers/me), filing one first when they have none. */
export async function ownApplication(
  caller: Caller,
): Promise<{ id: string; referralCode: string }> {
  const applied = await applyDealer(caller);
  if (applied.status !== 201 && applied.status !== 409)
    throw new Error(`apply-dealer answered ${applied.status}: ${applied.text.slice(0, 300)}`);
  const mine = dataOf<{ id: string; referralCode: string } | null>(
    await send({ method: 'get', path: '/api/dealers/me', token: caller.token }),
    'GET /api/dealers/me',
  );
  if (!mine) throw new Error(`${caller.name} has no dealer application after applying`);
  return mine;
}

/** A fresh USER's PENDING application (made by the admin, signed in, applied): its id. */
export async function freshApplication(admin: Caller): Promise<string> {
  const account = await createdByAdmin(admin, 'USER', 'applicant');
  const applicant: Caller = { name: 'user', ...(await logIn(account)) };
  return dataOf<{ id: string }>(await applyDealer(applicant), 'POST /api/auth/apply-dealer').id;
}
