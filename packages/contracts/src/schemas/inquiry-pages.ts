import { z } from 'zod';
import { paginationQuerySchema, limitQuery } from './pagination';

/**
 * The admin's inquiries a page at a time (issue 24: no request reads a growing collection whole).
 * GET /inquiries keeps the spec's answer, a list; a page shorter than `limit` is the last.
 */
export const ADMIN_INQUIRIES_PAGE_SIZE = 50;
export const inquiryListQuerySchema = paginationQuerySchema.extend({
  limit: limitQuery(ADMIN_INQUIRIES_PAGE_SIZE),
});
export type InquiryListQueryInput = z.input<typeof inquiryListQuerySchema>;
export type InquiryListQuery = z.output<typeof inquiryListQuerySchema>;
