import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { notFound, TOTAL_COUNT_CAP } from '@ghar/platform';
import type { InquiryRepository } from './ports';

/** A page of the admin's inquiries, newest first (the spec's list; a short page is the last). */
export function listInquiries(
  deps: { inquiries: InquiryRepository },
  query: { page: number; limit: number },
) {
  return deps.inquiries.listNewestFirst((query.page - 1) * query.limit, query.limit);
}

/** The admin table's header count, up to the cap: beyond it the header says "100+". */
export async function countInquiries(deps: { inquiries: InquiryRepository }) {
  const count = await deps.inquiries.countAll(TOTAL_COUNT_CAP);
  return { count, capped: count >= TOTAL_COUNT_CAP };
}

export async function getInquiry(deps: { inquiries: InquiryRepository }, id: string) {
  const inquiry = await deps.inquiries.findById(id);
  if (!inquiry) throw notFound(ERROR_MESSAGES.inquiryNotFound);
  return inquiry;
}

export async function deleteInquiry(deps: { inquiries: InquiryRepository }, id: string) {
  if (!(await deps.inquiries.deleteById(id))) throw notFound(ERROR_MESSAGES.inquiryNotFound);
  return { id };
}
