import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';

export const ledgerFileName = (month: string) => `ghar-commissions-${month}.csv`;

// GET /dealers/commissions/export?month=YYYY-MM (admin): the month's ledger as CSV, saved under
// the server's file name.
export const downloadLedger = (month: string): Promise<void> =>
  downloadFile(
    `/api/dealers/commissions/export?month=${encodeURIComponent(month)}`,
    ledgerFileName(month),
    'text/csv',
  );

export const useDownloadLedger = () => useMutation({ mutationFn: downloadLedger });
