import { waitFor } from '@ghar/testing';
import { logInAdmin, signUp, type Caller } from '../../system/support/callers';
import { applyDealer } from '../../system/support/dealer-applications';
import { send } from '../../system/support/gateway-client';
import { listThroughGateway, rentFlatForm } from '../../system/support/listing-form';
import type { Random } from './seeded-random';

/** A listing the run books, with the pricing its commission is computed from. */
export interface SeededProperty {
  id: string;
  ownerIndex: number;
  action: 'RENT' | 'LEASE' | 'SELL';
  price?: number;
  perMonthCharges?: number;
  leaseDuration?: number;
}

export interface Dealer {
  id: string;
  referralCode: string;
  /** How many dealers earn on this code: itself and its sponsors (level 1 has none). */
  chainLength: number;
}

export interface Actors {
  admin: Caller;
  owners: Caller[];
  bookers: Caller[];
  dealers: Dealer[];
}

const dataOf = <T>(answer: { status: number; text: string }, what: string): T => {
  if (answer.status >= 300)
    throw new Error(`${what} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return (JSON.parse(answer.text) as { data: T }).data;
};

/** Three dealers, each sponsored by the one before: codes that pay 1, 2 and 3 levels. */
async function dealerChain(admin: Caller): Promise<Dealer[]> {
  const chain: Dealer[] = [];
  for (let level = 1; level <= 3; level += 1) {
    const person = await signUp('user');
    const sponsor = chain.at(-1)?.referralCode;
    const applied = await waitFor(
      async () => {
        const answer = await applyDealer(person, sponsor);
        // A user dealers has not heard of yet (UserRegistered on its way) is refused for now.
        return answer.status === 201 && answer;
      },
      { timeoutMs: 60_000 },
    );
    const request = dataOf<{ id: string; referralCode: string }>(applied, 'apply-dealer');
    dataOf(
      await send({
        method: 'put',
        path: `/api/admin/dealer-requests/${request.id}/approve`,
        token: admin.token,
      }),
      'dealer approval',
    );
    chain.push({ id: request.id, referralCode: request.referralCode, chainLength: level });
  }
  return chain;
}

/** RENT, LEASE and SELL listings with prices that make the commission's rounding matter. */
function pricing(random: Random): Omit<SeededProperty, 'id' | 'ownerIndex'> {
  const action = random.pick(['RENT', 'RENT', 'LEASE', 'SELL'] as const);
  if (action === 'SELL') return { action, price: random.int(500_000, 9_000_000) };
  if (action === 'LEASE') {
    return {
      action,
      perMonthCharges: random.int(50_000, 400_000),
      leaseDuration: random.int(1, 36),
    };
  }
  return { action, perMonthCharges: random.int(4_000, 60_000) };
}

function formFields(tag: string, index: number, price: Omit<SeededProperty, 'id' | 'ownerIndex'>) {
  const fields: Record<string, string> = {
    title: `Faults ${tag} home ${index}`,
    locality: `Faults${tag}`,
    action: price.action,
    perMonthCharges: String(price.perMonthCharges ?? ''),
  };
  if (price.price !== undefined) fields.price = String(price.price);
  if (price.leaseDuration !== undefined) fields.leaseDuration = String(price.leaseDuration);
  return fields;
}

export async function seedActors(options: {
  random: Random;
  tag: string;
  properties: number;
  owners: number;
  bookers: number;
}): Promise<{ actors: Actors; properties: SeededProperty[] }> {
  const admin = await logInAdmin();
  const owners = await Promise.all(Array.from({ length: options.owners }, () => signUp('user')));
  const bookers = await Promise.all(Array.from({ length: options.bookers }, () => signUp('user')));
  const dealers = await dealerChain(admin);
  const properties: SeededProperty[] = [];
  const plans = Array.from({ length: options.properties }, (_, index) => ({
    index,
    ownerIndex: index % owners.length,
    price: pricing(options.random),
  }));
  // A few at a time: listing a property stores and re-encodes its photos.
  for (let start = 0; start < plans.length; start += 4) {
    const made = await Promise.all(
      plans.slice(start, start + 4).map(async (plan) => {
        const form = await rentFlatForm(formFields(options.tag, plan.index, plan.price));
        const listing = await listThroughGateway<{ id: string }>(owners[plan.ownerIndex]!, form);
        return { id: listing.id, ownerIndex: plan.ownerIndex, ...plan.price };
      }),
    );
    properties.push(...made);
  }
  return { actors: { admin, owners, bookers, dealers }, properties };
}
