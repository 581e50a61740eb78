import type { EventEnvelope } from '@ghar/contracts/events';
import { paiseToRupees } from '@ghar/contracts/money';
import { buildEvent } from '@ghar/platform';
import type { CommissionRecord } from './dealer';
import { EVENT_SOURCE } from './dealer-events';

/** CommissionEarned / CommissionReversed of one ledger entry, amount in rupees. */
export const commissionEvent = (record: CommissionRecord): EventEnvelope =>
  buildEvent(
    record.kind === 'EARNED' ? 'CommissionEarned' : 'CommissionReversed',
    record.id,
    {
      commissionId: record.id,
      dealerId: record.dealerId,
      dealerUserId: record.dealerUserId,
      bookingId: record.bookingId,
      propertyId: record.propertyId,
      propertyTitle: record.propertyTitle,
      level: record.level,
      amount: paiseToRupees(record.amountPaise),
    },
    { source: EVENT_SOURCE, actor: null },
  );
