import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ERROR_MESSAGES as E } from '@ghar/contracts/texts';
import { badRequest, conflict, forbidden, serviceUnavailable } from '@ghar/platform';
import type { ActionContext, Actor, DealerRecord, UserCopy } from './dealer';
import { dealerEvent } from './dealer-events';
import type { DealersDeps } from './ports';
import { resolveSponsor } from './resolve-sponsor';

/** A new application's id: ObjectId-shaped like every other id of Ghar. */
const newId = () => randomBytes(12).toString('hex');

/** Fresh codes tried before giving up (8 characters of 32: a clash is already rare). */
const CODE_ATTEMPTS = 5;

/** How long an apply waits for the caller's UserRegistered to reach the projection, and how often it looks. */
const SIGNUP_WAIT = { totalMs: 8_000, everyMs: 100 };

/**
 * The caller as auth.events left them, waiting briefly when their UserRegistered has not arrived
 * yet (an apply right after a signup). The projection is written only after a dealer signup's
 * application is filed (applyUserRegistered), so once the user is known, so is that application:
 * an apply never files a second one, nor one without the user's name (issue 23 item 7).
 */
async function registeredUser(deps: DealersDeps, userId: string): Promise<UserCopy> {
  const deadline = Date.now() + SIGNUP_WAIT.totalMs;
  for (;;) {
    const user = await deps.users.find(userId);
    if (user) return user;
    if (Date.now() >= deadline) throw serviceUnavailable();
    await sleep(SIGNUP_WAIT.everyMs);
  }
}

/** Why a user may not apply now, or null when they may (never applied, or last REJECTED). */
function refusalOf(latest: DealerRecord | null): string | null {
  if (latest?.status === 'APPROVED') return E.dealerAlreadyApproved;
  if (latest?.status === 'PENDING') return E.dealerApplicationPending;
  return null;
}

/**
 * Files a PENDING application under `sponsor` with its DealerApplied event. The user's open slot
 * is claimed first, so two applies at once give one application (the other is told it is
 * pending); a referral code that clashes is drawn again.
 */
async function file(
  deps: DealersDeps,
  user: UserCopy,
  sponsor: DealerRecord | null,
  ctx: ActionContext,
): Promise<DealerRecord | null> {
  const id = newId();
  if (!(await deps.openApplications.claim(user.id, id))) return null;
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
    const record: DealerRecord = {
      id,
      userId: user.id,
      status: 'PENDING',
      referralCode: deps.newCode(),
      sponsorId: sponsor?.id ?? null,
      level: sponsor ? sponsor.level + 1 : 1,
      createdAt: deps.clock.now(),
    };
    const event = dealerEvent(record, user, sponsor?.referralCode, ctx);
    if (await deps.dealers.insert(record, [event])) return record;
  }
  await deps.openApplications.release(user.id, id);
  throw new Error(`no free referral code after ${CODE_ATTEMPTS} attempts`);
}

/**
 * POST /auth/apply-dealer: a signed-in USER applies (again after a rejection), with an optional
 * sponsor's code (part 1 §2 Dealer application, §4).
 */
export async function applyDealer(
  deps: DealersDeps,
  actor: Actor,
  referralCode: string | undefined,
  ctx: ActionContext,
): Promise<DealerRecord> {
  if (actor.role === 'ADMIN') throw forbidden();
  const user = await registeredUser(deps, actor.userId);
  const refusal = refusalOf(await deps.dealers.latestOfUser(actor.userId));
  if (refusal) throw conflict(refusal);
  if (actor.role === 'DEALER') throw conflict(E.dealerAlreadyApproved);
  const choice = await resolveSponsor(deps, actor.userId, referralCode);
  if ('invalid' in choice) throw badRequest(E.invalidReferralCode);
  const filed = await file(deps, user, choice.sponsor, ctx);
  if (filed) return filed;
  // Lost the race to a concurrent apply (or approved meanwhile): say which.
  throw conflict(
    refusalOf(await deps.dealers.latestOfUser(actor.userId)) ?? E.dealerApplicationPending,
  );
}

/**
 * UserRegistered with dealerApplication (the dealer signup of auth): auth already checked the
 * code, so one that no longer resolves joins under the company with a warning. A redelivered
 * event finds the user's application (or slot) and files nothing.
 */
export async function applyFromSignup(
  deps: DealersDeps,
  user: UserCopy,
  referralCode: string | undefined,
  ctx: ActionContext,
): Promise<void> {
  if (await deps.dealers.latestOfUser(user.id)) return;
  const choice = await resolveSponsor(deps, user.id, referralCode);
  if ('invalid' in choice) {
    deps.logger.warn(
      { userId: user.id, referralCode },
      'dealer signup with a code that is not an approved dealer: filed under the company',
    );
  }
  await file(deps, user, 'invalid' in choice ? null : choice.sponsor, ctx);
}
