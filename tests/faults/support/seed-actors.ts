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
  /** The dealers' shares of its commission at levels 1, 2, 3 in paise, stated (see PRICINGS). */
  sharesPaise: readonly [number, number, number];
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

type Pricing = Omit<SeededProperty, 'id' | 'ownerIndex'>;

/**
 * RENT, LEASE and SELL prices that make the commission's rounding matter, with their shares
 * worked out by hand from the spec's defaults (RENT/LEASE: one month's rent; SELL: 2% of the
 * price; levels 40% / 10% / 5%, each rounded down to the paisa), not by the service's own rule.
 */
const PRICINGS: readonly Pricing[] = [
  // ₹12,345 → 1,234,500 paise: 40% 493,800; 10% 123,450; 5% 61,725.
  { action: 'RENT', perMonthCharges: 12_345, sharesPaise: [493_800, 123_450, 61_725] },
  // ₹4,999 → 499,900 paise: 40% 199,960; 10% 49,990; 5% 24,995.
  { action: 'RENT', perMonthCharges: 4_999, sharesPaise: [199_960, 49_990, 24_995] },
  // ₹1,00,000 / 3 months = ₹33,333.333… → 3,333,333 paise: 40% 1,333,333.2 → 1,333,333;
  // 10% 333,333.3 → 333,333; 5% 166,666.65 → 166,666.
  {
    action: 'LEASE',
    perMonthCharges: 100_000,
    leaseDuration: 3,
    sharesPaise: [1_333_333, 333_333, 166_666],
  },
  // ₹2,50,000 / 7 months = ₹35,714.2857… → 3,571,429 paise (half up): 40% 1,428,571.6 →
  // 1,428,571; 10% 357,142.9 → 357,142; 5% 178,571.45 → 178,571.
  {
    action: 'LEASE',
    perMonthCharges: 250_000,
    leaseDuration: 7,
    sharesPaise: [1_428_571, 357_142, 178_571],
  },
  // 2% of ₹45,67,891 = ₹91,357.82 → 9,135,782 paise: 40% 3,654,312.8 → 3,654,312;
  // 10% 913,578.2 → 913,578; 5% 456,789.1 → 456,789.
  { action: 'SELL', price: 4_567_891, sharesPaise: [3_654_312, 913_578, 456_789] },
  // 2% of ₹12,34,567 = ₹24,691.34 → 2,469,134 paise: 40% 987,653.6 → 987,653;
  // 10% 246,913.4 → 246,913; 5% 123,456.7 → 123,456.
  { action: 'SELL', price: 1_234_567, sharesPaise: [987_653, 246_913, 123_456] },
];

function pricing(random: Random): Pricing {
  return random.pick(PRICINGS);
}

function formFields(tag: string, index: number, price: Pricing) {
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
