import { LegalPage } from '@/features/legal/components/legal-page';

export const TermsOfServiceRoute = () => <LegalPage document="terms" />;
