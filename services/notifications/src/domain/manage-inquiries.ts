import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { notFound } from '@ghar/platform';
import type { InquiryRepository } from './ports';

export function listInquiries(deps: { inquiries: InquiryRepository }) {
  return deps.inquiries.listNewestFirst();
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
