import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountOf, accountQueryKey } from './account';
import type { Account } from './account';

export const getAccount = async (): Promise<Account> => accountOf(await api.get('/auth/me'));

export const useAccount = () => useQuery({ queryKey: accountQueryKey, queryFn: getAccount });
