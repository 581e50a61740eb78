import { useTranslation } from 'react-i18next';
import { InquiriesTable } from '@/features/inquiries/components/inquiries-table';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const AdminInquiriesRoute = () => {
  const { t } = useTranslation('inquiries');
  const { t: tc } = useTranslation();
  useDocumentTitle(`${t('admin.title')} — ${tc('brand')}`);
  return <InquiriesTable />;
};
