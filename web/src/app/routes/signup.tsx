import { useTranslation } from 'react-i18next';
import { AuthCard } from '@/features/auth/components/auth-card';
import { AuthLink } from '@/features/auth/components/auth-links';
import { SignupForm } from '@/features/auth/components/signup-form';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const SignupRoute = () => {
  const { t } = useTranslation('auth');
  useDocumentTitle(`${t('signup.pageTitle')} — ${t('brand', { ns: 'common' })}`);
  return (
    <AuthCard
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      footer={
        <>
          <AuthLink
            prompt={t('signup.haveAccount')}
            label={t('signup.loginLink')}
            to={paths.login.getHref()}
          />
          <AuthLink
            prompt={t('dealerPrompt')}
            label={t('dealerLink')}
            to={paths.dealerSignup.getHref()}
          />
        </>
      }
    >
      <SignupForm />
    </AuthCard>
  );
};
