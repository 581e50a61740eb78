import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';

export const ledgerFileName = (month: string) => `ghar-commissions-${month}.csv`;

const failure = async (response: Response): Promise<ApiError> => {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  const serverMessage = typeof body?.error === 'string' ? body.error : undefined;
  return new ApiError(response.status, serverMessage ?? response.statusText, { serverMessage });
};

/**
 * GET /dealers/commissions/export?month=YYYY-MM (admin): the month's ledger as CSV. Read with
 * fetch rather than a plain link so that a refusal becomes a toast instead of a file holding the
 * error; the answer is then saved under the server's file name.
 */
export const downloadLedger = async (month: string): Promise<void> => {
  let response: Response;
  try {
    response = await fetch(`/api/dealers/commissions/export?month=${encodeURIComponent(month)}`, {
      credentials: 'include',
      headers: { Accept: 'text/csv' },
    });
  } catch {
    throw new ApiError(0, i18n.t('errors:transport.network'), { kind: 'network' });
  }
  if (!response.ok) throw await failure(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = ledgerFileName(month);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the object URL can go on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

export const useDownloadLedger = () => useMutation({ mutationFn: downloadLedger });
