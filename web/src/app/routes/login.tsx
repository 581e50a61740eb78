import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { AuthCard } from '@/features/auth/components/auth-card';
import { AuthLink } from '@/features/auth/components/auth-links';
import { LoginForm } from '@/features/auth/components/login-form';
import { returnPathFrom } from '@/features/auth/utils/post-login';
import { withNext } from '@/lib/auth/next-page';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

// Signup hands over the new address so that only the password is left to type.
const emailFromState = (state: unknown): string | undefined =>
  typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string'
    ? state.email
    : undefined;

export const LoginRoute = () => {
  const { t } = useTranslation('auth');
  const { state, search } = useLocation();
  // A guest who came to book a listing returns to it, also by way of signing up first.
  const returnTo = returnPathFrom(state, search);
  useDocumentTitle(`${t('login.pageTitle')} — ${t('brand', { ns: 'common' })}`);
  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          <AuthLink
            prompt={t('login.noAccount')}
            label={t('login.signupLink')}
            to={withNext(paths.signup.getHref(), returnTo)}
          />
          <AuthLink
            prompt={t('dealerPrompt')}
            label={t('dealerLink')}
            to={paths.dealerSignup.getHref()}
          />
        </>
      }
    >
      <LoginForm initialEmail={emailFromState(state)} returnTo={returnTo} />
    </AuthCard>
  );
};
