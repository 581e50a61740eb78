import { LIMITS } from '@ghar/contracts/constants';
import { signupSchema, type SignupBody, type SignupInput } from '@ghar/contracts/http';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ContactFields } from '@/components/account/contact-fields';
import { Button } from '@/components/ui/button';
import { FormErrors } from '@/components/ui/form-errors';
import { PasswordField, TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast/toast-store';
import { paths } from '@/config/paths';
import { digitsOnlyInput, fieldErrorMessages, refusalMessages } from '@/lib/form-errors';
import { useSignup } from '../api/signup';
import { AadhaarImageInput } from './aadhaar-image-input';

const FIELD_ORDER = ['name', 'email', 'mobile', 'password', 'aadhaar'] as const;

/** `loginHref`: where a new account logs in (the login page, with a `?next=` to go on to). */
export const SignupForm = ({ loginHref = paths.login.getHref() }: { loginHref?: string }) => {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const signup = useSignup();
  const [aadhaarImage, setAadhaarImage] = useState<File | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignupInput, unknown, SignupBody>({
    resolver: zodResolver(signupSchema),
    defaultValues: { name: '', email: '', mobile: '', password: '', aadhaar: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signup.mutateAsync({ ...values, aadhaarImage });
      toast.success(t('signup.success'));
      await navigate(loginHref, { state: { email: values.email } });
    } catch {
      // The refusal is shown from the mutation's error below.
    }
  });

  const clientErrors = fieldErrorMessages(errors, FIELD_ORDER);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {clientErrors.length > 1 && <FormErrors messages={clientErrors} />}
      {signup.isError && clientErrors.length === 0 && (
        <FormErrors messages={refusalMessages(signup.error, t('signup.failed'))} />
      )}
      <ContactFields
        text={{
          name: t('signup.name'),
          email: t('signup.email'),
          mobile: t('signup.mobile'),
          mobileHint: t('signup.mobileHint'),
        }}
        fields={{ name: register('name'), email: register('email'), mobile: register('mobile') }}
        errors={{
          name: errors.name?.message,
          email: errors.email?.message,
          mobile: errors.mobile?.message,
        }}
      />
      <PasswordField
        label={t('signup.password')}
        autoComplete="new-password"
        requiredMark
        hint={t('signup.passwordHint')}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={t('signup.aadhaar')}
        autoComplete="off"
        requiredMark
        hint={t('signup.aadhaarHint')}
        error={errors.aadhaar?.message}
        {...digitsOnlyInput(register('aadhaar'), LIMITS.aadhaarLength)}
      />
      <AadhaarImageInput value={aadhaarImage} onChange={setAadhaarImage} />
      <Button type="submit" size="lg" className="w-full" disabled={signup.isPending}>
        {signup.isPending ? t('signup.submitting') : t('signup.submit')}
      </Button>
    </form>
  );
};
