import { loginSchema, type LoginBody, type LoginInput } from '@ghar/contracts/http';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormErrors } from '@/components/ui/form-errors';
import { PasswordField, TextField } from '@/components/ui/form-field';
import { flashSuccessAfterReload } from '@/components/ui/toast/flash-toast';
import { authStore } from '@/lib/auth/auth-store';
import { fieldErrorMessages, refusalMessages } from '@/lib/form-errors';
import { i18n, languageChosen, persistLanguage } from '@/lib/i18n';
import { useLogin } from '../api/login';
import { POST_LOGIN_REDIRECT_MS, homePathFor } from '../utils/post-login';
import { retryMinutes } from '../utils/retry-minutes';

// `returnTo`: the protected page a guest came from; otherwise the role's home.
type LoginFormProps = { initialEmail?: string; returnTo?: string };

export const LoginForm = ({ initialEmail = '', returnTo }: LoginFormProps) => {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const [redirecting, setRedirecting] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput, unknown, LoginBody>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: initialEmail, password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const user = await login.mutateAsync(values);
      setRedirecting(true);
      flashSuccessAfterReload(t('login.success'));
      authStore.signIn(user);
      // The profile's language follows the user to a device that has no choice of its own; the
      // page load below starts in it (a choice made on this device stays).
      const chosen = user.language;
      if (chosen && chosen !== i18n.resolvedLanguage && !languageChosen()) persistLanguage(chosen);
      // A full page load, so that every screen starts from the new session (spec §2 Login).
      const target = returnTo ?? homePathFor(user.role);
      setTimeout(() => window.location.assign(target), POST_LOGIN_REDIRECT_MS);
    } catch {
      // The refusal is shown from the mutation's error below.
    }
  });

  const clientErrors = fieldErrorMessages(errors, ['email', 'password']);
  const waitMinutes = login.isError ? retryMinutes(login.error) : null;
  const busy = login.isPending || redirecting;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {clientErrors.length > 1 && <FormErrors messages={clientErrors} />}
      {login.isError && clientErrors.length === 0 && (
        <FormErrors
          messages={
            waitMinutes === null
              ? refusalMessages(login.error, t('login.failed'))
              : [t('login.retryIn', { count: waitMinutes })]
          }
        />
      )}
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label={t('login.password')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
};
