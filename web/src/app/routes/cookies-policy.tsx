import { LegalPage } from '@/features/legal/components/legal-page';

export const CookiesPolicyRoute = () => <LegalPage document="cookies" />;
