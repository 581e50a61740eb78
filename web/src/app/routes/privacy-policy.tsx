import { LegalPage } from '@/features/legal/components/legal-page';

export const PrivacyPolicyRoute = () => <LegalPage document="privacy" />;
