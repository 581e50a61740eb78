import { LIMITS } from '@ghar/contracts/constants';
import {
  dealerSignupSchema,
  type DealerSignupBody,
  type DealerSignupInput,
} from '@ghar/contracts/http';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import type { ComponentType } from 'react';
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
import { useDealerSignup } from '../api/dealer-signup';
import { PasswordStrengthMeter } from './password-strength-meter';
import { ReferralSponsorHint } from './referral-sponsor-hint';

type DealerSignupValues = DealerSignupBody & { confirmPassword: string };

export type AadhaarImagePicker = ComponentType<{
  value: File | null;
  onChange: (file: File | null) => void;
}>;

const FIELD_ORDER = [
  'name',
  'email',
  'mobile',
  'aadhaar',
  'password',
  'confirmPassword',
  'referralCode',
] as const;

// The public dealer signup (part 1 §2, §5). The Aadhaar image picker is signup's, handed in by
// the route (features do not import each other).
export const DealerSignupForm = ({ AadhaarImage }: { AadhaarImage: AadhaarImagePicker }) => {
  const { t } = useTranslation('dealers');
  const navigate = useNavigate();
  const signup = useDealerSignup();
  const [aadhaarImage, setAadhaarImage] = useState<File | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<DealerSignupInput, unknown, DealerSignupValues>({
    resolver: zodResolver(dealerSignupSchema),
    defaultValues: {
      name: '',
      email: '',
      mobile: '',
      aadhaar: '',
      password: '',
      confirmPassword: '',
      referralCode: '',
    },
  });

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    try {
      await signup.mutateAsync({ ...values, aadhaarImage });
      toast.success(t('signup.success'));
      await navigate(paths.login.getHref(), { state: { email: values.email } });
    } catch {
      // The refusal is shown from the mutation's error below.
    }
  });

  const clientErrors = fieldErrorMessages(errors, FIELD_ORDER);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {clientErrors.length > 1 && (
        <FormErrors messages={clientErrors} heading={t('signup.fixIssues')} />
      )}
      {signup.isError && clientErrors.length === 0 && (
        <FormErrors
          messages={refusalMessages(signup.error, t('signup.failed'))}
          heading={t('signup.fixIssues')}
        />
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
      <TextField
        label={t('signup.aadhaar')}
        autoComplete="off"
        hint={t('signup.aadhaarHint')}
        error={errors.aadhaar?.message}
        {...digitsOnlyInput(register('aadhaar'), LIMITS.aadhaarLength)}
      />
      <AadhaarImage value={aadhaarImage} onChange={setAadhaarImage} />
      <div>
        <PasswordField
          label={t('signup.password')}
          autoComplete="new-password"
          requiredMark
          hint={t('signup.passwordHint')}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordStrengthMeter password={watch('password') ?? ''} />
      </div>
      <PasswordField
        label={t('signup.confirmPassword')}
        autoComplete="new-password"
        requiredMark
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <div>
        <TextField
          label={t('signup.referralCode')}
          autoComplete="off"
          autoCapitalize="characters"
          hint={t('signup.referralHint')}
          error={errors.referralCode?.message}
          {...register('referralCode')}
        />
        <ReferralSponsorHint code={watch('referralCode') ?? ''} />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={signup.isPending}>
        {signup.isPending ? t('signup.submitting') : t('signup.submit')}
      </Button>
    </form>
  );
};
