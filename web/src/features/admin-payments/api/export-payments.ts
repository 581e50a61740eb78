import type { PaymentsQuery } from '@ghar/contracts/http';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';
import { paymentsSearch } from './payments-query';

export const PAYMENTS_FILE_NAME = 'ghar-payments.csv';

// GET /api/admin/payments/export.csv with the page's filters.
export const downloadPayments = (filters: PaymentsQuery): Promise<void> =>
  downloadFile(
    `/api/admin/payments/export.csv${paymentsSearch(filters)}`,
    PAYMENTS_FILE_NAME,
    'text/csv',
  );

export const useDownloadPayments = () => useMutation({ mutationFn: downloadPayments });
