import { PAGE_SIZES } from '@ghar/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminUserSchema, adminUsersKey } from './admin-user';

export type AdminUsersQuery = { page: number; limit: number; search?: string };

const usersPageSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number(),
  page: z.number(),
  totalPages: z.number(),
});
export type UsersPage = z.infer<typeof usersPageSchema>;

export const ADMIN_USERS_PAGE_SIZE = PAGE_SIZES.adminUsers;

// GET /admin/users: one page, newest first; search in name, e-mail or mobile (the server's).
export const getUsers = async (query: AdminUsersQuery, signal?: AbortSignal) =>
  usersPageSchema.parse(await api.get('/admin/users', { query, signal }));

export const useAdminUsers = (query: AdminUsersQuery) =>
  useQuery({
    queryKey: [...adminUsersKey, query],
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });
