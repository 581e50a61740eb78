import '@/features/integrations/i18n';
import { useTranslation } from 'react-i18next';
import { IntegrationsPanel } from '@/features/integrations/components/integrations-panel';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const AdminIntegrationsRoute = () => {
  const { t } = useTranslation('integrations');
  const { t: tc } = useTranslation();
  useDocumentTitle(`${t('title')} — ${tc('brand')}`);
  return <IntegrationsPanel />;
};
