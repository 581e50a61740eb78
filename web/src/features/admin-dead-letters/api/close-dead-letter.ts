import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { deadLetterKeys } from './query-keys';

export type DeadLetterClose =
  | { id: string; action: 'replay'; body: { value?: string; note?: string } }
  | { id: string; action: 'discard'; body: { note: string } };

// POST …/replay publishes it (or the mended value) to its source topic; POST …/discard closes it
// with a note. 409 when another admin closed it first, 400 with the reasons for a bad value.
export const closeDeadLetter = ({ id, action, body }: DeadLetterClose) =>
  api.post<unknown>(`/admin/dead-letters/${encodeURIComponent(id)}/${action}`, body);

export const useCloseDeadLetter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeDeadLetter,
    onSettled: () => queryClient.invalidateQueries({ queryKey: deadLetterKeys.all }),
  });
};
