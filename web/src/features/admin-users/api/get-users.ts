import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminUserSchema, adminUsersKey } from './admin-user';
import type { AdminUser } from './admin-user';

export const getUsers = async (): Promise<AdminUser[]> =>
  z.array(adminUserSchema).parse(await api.get('/admin/users'));

export const useAdminUsers = () => useQuery({ queryKey: adminUsersKey, queryFn: getUsers });
