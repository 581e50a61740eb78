import { z } from 'zod';
import { LIMITS } from '../constants/limits';

/** A page size from a query string, with the screen's default. */
export const limitQuery = (defaultLimit: number) =>
  z.coerce.number().int().min(1).max(LIMITS.maxPageSize).default(defaultLimit);

/** page and limit from a query string; an endpoint `.extend`s it with its own default limit. */
export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: limitQuery(20),
});
export type PaginationQuery = z.output<typeof paginationQuerySchema>;
