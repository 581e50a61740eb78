import { PAGE_SIZES } from '@ghar/contracts/constants';
import { adminUsersPageSchema, type AdminUsersPage } from '@ghar/contracts/http';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminUsersKey } from './admin-user';

export type AdminUsersQuery = { page: number; limit: number; search?: string };

export type UsersPage = AdminUsersPage;

export const ADMIN_USERS_PAGE_SIZE = PAGE_SIZES.adminUsers;

// GET /admin/users: one page, newest first; search in name, e-mail or mobile (the server's).
export const getUsers = async (query: AdminUsersQuery, signal?: AbortSignal) =>
  adminUsersPageSchema.parse(await api.get('/admin/users', { query, signal }));

export const useAdminUsers = (query: AdminUsersQuery) =>
  useQuery({
    queryKey: [...adminUsersKey, query],
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });
