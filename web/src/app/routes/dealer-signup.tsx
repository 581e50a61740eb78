import { useTranslation } from 'react-i18next';
import '@/features/dealers/i18n';
import { AadhaarImageInput } from '@/features/auth/components/aadhaar-image-input';
import { AuthCard } from '@/features/auth/components/auth-card';
import { AuthLink } from '@/features/auth/components/auth-links';
import { BenefitsList } from '@/features/dealers/components/benefits-list';
import { DealerSignupForm } from '@/features/dealers/components/dealer-signup-form';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const DealerSignupRoute = () => {
  const { t } = useTranslation('dealers');
  useDocumentTitle(`${t('signup.pageTitle')} — ${t('brand', { ns: 'common' })}`);
  return (
    <AuthCard
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      footer={
        <AuthLink
          prompt={t('signup.haveAccount')}
          label={t('signup.loginLink')}
          to={paths.login.getHref()}
        />
      }
    >
      <div className="space-y-6">
        <BenefitsList />
        <DealerSignupForm AadhaarImage={AadhaarImageInput} />
      </div>
    </AuthCard>
  );
};
