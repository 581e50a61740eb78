import { adminDashboardSchema } from '@ghar/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// Often enough that a stopped service shows red within 10 s (issue 13); react-query pauses it
// while the tab is hidden.
export const DASHBOARD_REFRESH_MS = 5_000;

export const adminDashboardKey = ['admin', 'dashboard'] as const;

// GET /admin/dashboard (data.data, part 2 §7): the gateway's aggregate of every service.
export const getAdminDashboard = async (signal?: AbortSignal) =>
  adminDashboardSchema.parse(await api.get<unknown>('/admin/dashboard', { signal }));

export const useAdminDashboard = () =>
  useQuery({
    queryKey: adminDashboardKey,
    queryFn: ({ signal }) => getAdminDashboard(signal),
    refetchInterval: DASHBOARD_REFRESH_MS,
    // A failed call is shown with Retry at once rather than after three silent retries.
    retry: false,
  });
