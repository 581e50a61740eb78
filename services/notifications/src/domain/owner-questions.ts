import { LIMITS } from '@ghar/contracts/constants';
import type { LeadsPageQuery, QuestionLeadsPage } from '@ghar/contracts/http';
import type { InquiryRepository } from './ports';

/**
 * The questions about the caller's listings (issue 27 item 4), newest first: one more than the
 * page is read to know whether another follows, so no read counts the whole collection.
 */
export async function ownerQuestions(
  deps: { inquiries: InquiryRepository },
  ownerId: string,
  { page, limit }: LeadsPageQuery,
): Promise<QuestionLeadsPage> {
  const found = await deps.inquiries.listForOwner(ownerId, (page - 1) * limit, limit + 1);
  return {
    questions: found.slice(0, limit).map((inquiry) => ({
      id: inquiry.id,
      propertyId: inquiry.propertyId ?? '',
      propertyTitle: inquiry.propertyTitle ?? '',
      message: inquiry.message,
      mobileNumber: inquiry.mobileNumber,
      createdAt: inquiry.createdAt.toISOString(),
    })),
    page,
    hasMore: found.length > limit,
  };
}

/** The header's count: the owner's questions since they last looked, up to the cap. */
export async function countNewQuestions(
  deps: { inquiries: InquiryRepository },
  ownerId: string,
  since: Date,
): Promise<{ count: number }> {
  return { count: await deps.inquiries.countForOwnerSince(ownerId, since, LIMITS.leadsCountCap) };
}
