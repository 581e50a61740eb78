import { channelPreferencesSchema, type ChannelPreferences } from '@ghar/contracts/http';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The signed-in user's own channels per kind of notice (issue 27 item 3).
const PATH = '/notifications/mine/preferences';
export const channelPreferencesKey = ['notification-settings'] as const;

export const getChannelPreferences = async (): Promise<ChannelPreferences> =>
  channelPreferencesSchema.parse(await api.get<unknown>(PATH));

export const useChannelPreferences = () =>
  useQuery({ queryKey: channelPreferencesKey, queryFn: getChannelPreferences });

export const useSaveChannelPreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (preferences: ChannelPreferences) =>
      channelPreferencesSchema.parse(await api.put<unknown>(PATH, preferences)),
    onSuccess: (saved) => queryClient.setQueryData(channelPreferencesKey, saved),
  });
};
