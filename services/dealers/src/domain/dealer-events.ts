import type { DealerStatus } from '@ghar/contracts/constants';
import type { EventEnvelope } from '@ghar/contracts/events';
import { buildEvent } from '@ghar/platform';
import type { ActionContext, DealerRecord, UserCopy } from './dealer';

export const EVENT_SOURCE = 'dealers';

const DEALER_EVENT_TYPES = {
  PENDING: 'DealerApplied',
  APPROVED: 'DealerApproved',
  REJECTED: 'DealerRejected',
} as const satisfies Record<DealerStatus, string>;

/** The event of an application now in `record.status` (contracts' dealerSnapshotSchema). */
export function dealerEvent(
  record: DealerRecord,
  user: Pick<UserCopy, 'name' | 'email'>,
  sponsorCode: string | undefined,
  ctx: ActionContext,
): EventEnvelope {
  return buildEvent(
    DEALER_EVENT_TYPES[record.status],
    record.id,
    {
      dealerId: record.id,
      userId: record.userId,
      email: user.email,
      name: user.name,
      referralCode: record.referralCode,
      ...(sponsorCode ? { sponsorCode } : {}),
      status: record.status,
    },
    { source: EVENT_SOURCE, actor: ctx.actorId, correlationId: ctx.requestId },
  );
}
