import type { AdminSettingsView, SettingsSection } from '@ghar/contracts/http';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PUBLIC_SETTINGS_KEY } from '@/lib/public-settings';

const ADMIN_SETTINGS_KEY = ['admin', 'settings'] as const;

// GET /api/admin/settings: every section with its audit (the gateway asks each owner).
export const useAdminSettings = () =>
  useQuery({
    queryKey: ADMIN_SETTINGS_KEY,
    queryFn: ({ signal }) => api.get<AdminSettingsView>('/admin/settings', { signal }),
  });

export type SettingsChange = { section: SettingsSection; values: Record<string, unknown> };

// PUT /api/admin/settings: the owner validates (400 with the texts), stores, audits, announces.
export const useSaveSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SettingsChange) => api.put<unknown>('/admin/settings', change),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_SETTINGS_KEY });
      // This admin's own fee modal and footer follow at once.
      await queryClient.invalidateQueries({ queryKey: PUBLIC_SETTINGS_KEY });
    },
  });
};
