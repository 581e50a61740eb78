import { LIMITS } from '@ghar/contracts/constants';
import type { InquiryBody } from '@ghar/contracts/http';
import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { buildEvent, notFound } from '@ghar/platform';
import type { NewInquiry } from './inquiry';
import type { InquiryRepository, ListingOwnerDirectory, RateLimiter } from './ports';
import { cutWithEllipsis } from './cut-text';

export interface SubmitInquiryDeps {
  inquiries: InquiryRepository;
  rateLimiter: RateLimiter;
  listingOwners: ListingOwnerDirectory;
}

export interface InquiryCaller {
  ip: string;
  requestId: string;
  userId?: string;
}

/**
 * A question names its listing as the listings projection knows it; a listing it has never heard
 * of, or one deleted, is 'Property not found' (the detail page would say the same).
 */
async function questionFields(
  deps: SubmitInquiryDeps,
  input: InquiryBody,
  caller: InquiryCaller,
): Promise<NewInquiry> {
  const { message, mobileNumber, propertyId } = input;
  if (!propertyId) return { message, mobileNumber };
  const listing = await deps.listingOwners.find(propertyId);
  if (!listing || listing.deleted) throw notFound(ERROR_MESSAGES.propertyNotFound);
  return {
    message,
    mobileNumber,
    propertyId,
    propertyTitle: listing.title,
    ownerId: listing.ownerId,
    ...(caller.userId ? { askedBy: caller.userId } : {}),
  };
}

/**
 * A visitor's or user's inquiry (part 1 §5), already validated with the spec's messages by its
 * route: limited per IP, stored together with its InquiryReceived event. With a listing it is
 * also a question its owner hears (issue 27; the event carries the owner to tell).
 */
export async function submitInquiry(
  deps: SubmitInquiryDeps,
  input: InquiryBody,
  caller: InquiryCaller,
) {
  const fields = await questionFields(deps, input, caller);
  // Only well-formed inquiries count, so someone correcting a typo is not locked out.
  const { allowed, retryAfterSeconds } = await deps.rateLimiter.hit(caller.ip);
  if (!allowed) return { ok: false, retryAfterSeconds } as const;
  const inquiry = await deps.inquiries.createWithEvents(fields, (inquiryId) => [
    buildEvent(
      'InquiryReceived',
      inquiryId,
      {
        inquiryId,
        mobileNumber: fields.mobileNumber,
        messagePreview: cutWithEllipsis(fields.message, LIMITS.inquiryPreviewLength),
        ...(fields.propertyId
          ? {
              propertyId: fields.propertyId,
              propertyTitle: fields.propertyTitle,
              ownerId: fields.ownerId,
              askedBy: fields.askedBy,
            }
          : {}),
      },
      { source: 'notifications', actor: caller.userId ?? null, correlationId: caller.requestId },
    ),
  ]);
  return { ok: true, inquiry } as const;
}
