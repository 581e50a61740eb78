import { ERROR_MESSAGES as E } from '@ghar/contracts/texts';
import { notFound } from '@ghar/platform';
import type { DealerRecord } from './dealer';
import type { DealersDeps } from './ports';

/** The application, or 404 'Dealer not found' (a malformed id is simply not found). */
export async function requireDealer(
  deps: Pick<DealersDeps, 'dealers'>,
  id: string,
): Promise<DealerRecord> {
  const record = await deps.dealers.findById(id);
  if (!record) throw notFound(E.dealerNotFound);
  return record;
}
