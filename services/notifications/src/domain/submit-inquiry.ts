import { LIMITS, type InquiryBody } from '@ghar/contracts';
import { buildEvent } from '@ghar/platform';
import type { InquiryRepository, RateLimiter } from './ports';
import { cutWithEllipsis } from './cut-text';

export interface SubmitInquiryDeps {
  inquiries: InquiryRepository;
  rateLimiter: RateLimiter;
}

export interface InquiryCaller {
  ip: string;
  requestId: string;
  userId?: string;
}

/**
 * A visitor's or user's inquiry (part 1 §5), already validated with the spec's messages by its
 * route: limited per IP, stored together with its InquiryReceived event.
 */
export async function submitInquiry(
  deps: SubmitInquiryDeps,
  input: InquiryBody,
  caller: InquiryCaller,
) {
  // Only well-formed inquiries count, so someone correcting a typo is not locked out.
  const { allowed, retryAfterSeconds } = await deps.rateLimiter.hit(caller.ip);
  if (!allowed) return { ok: false, retryAfterSeconds } as const;
  const inquiry = await deps.inquiries.createWithEvents(input, (inquiryId) => [
    buildEvent(
      'InquiryReceived',
      inquiryId,
      {
        inquiryId,
        mobileNumber: input.mobileNumber,
        messagePreview: cutWithEllipsis(input.message, LIMITS.inquiryPreviewLength),
      },
      { source: 'notifications', actor: caller.userId ?? null, correlationId: caller.requestId },
    ),
  ]);
  return { ok: true, inquiry } as const;
}
