import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { AuthCard } from '@/features/auth/components/auth-card';
import { AuthLink } from '@/features/auth/components/auth-links';
import { SignupForm } from '@/features/auth/components/signup-form';
import { returnPathFrom } from '@/features/auth/utils/post-login';
import { withNext } from '@/lib/auth/next-page';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const SignupRoute = () => {
  const { t } = useTranslation('auth');
  // `?next=` from login: after signing up, login is shown with it, and then the page it names.
  const next = returnPathFrom(null, useLocation().search);
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
            to={withNext(paths.login.getHref(), next)}
          />
          <AuthLink
            prompt={t('dealerPrompt')}
            label={t('dealerLink')}
            to={paths.dealerSignup.getHref()}
          />
        </>
      }
    >
      <SignupForm loginHref={withNext(paths.login.getHref(), next)} />
    </AuthCard>
  );
};
