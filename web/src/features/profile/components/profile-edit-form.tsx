import { LIMITS } from '@ghar/contracts/constants';
import {
  profileUpdateSchema,
  type ProfileUpdateBody,
  type ProfileUpdateInput,
} from '@ghar/contracts/http';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormErrors } from '@/components/ui/form-errors';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast/toast-store';
import { digitsOnlyInput, refusalMessages } from '@/lib/form-errors';
import type { Account } from '../api/account';
import { useUpdateProfile } from '../api/update-profile';
import { editableAadhaar } from '../utils/profile-view';

type ProfileEditFormProps = { account: Account; onDone: () => void };

export const ProfileEditForm = ({ account, onDone }: ProfileEditFormProps) => {
  const { t } = useTranslation('profile');
  const update = useUpdateProfile();
  // A number the form could not show (masked) must not be cleared by an untouched field.
  const knownAadhaar = editableAadhaar(account.aadhaar);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfileUpdateInput, unknown, ProfileUpdateBody>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: {
      name: account.name ?? '',
      mobile: account.mobile ?? '',
      aadhaar: knownAadhaar,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    const keepHidden = !knownAadhaar && !values.aadhaar && Boolean(account.aadhaar);
    try {
      await update.mutateAsync(keepHidden ? { ...values, aadhaar: undefined } : values);
      toast.success(t('edit.success'));
      onDone();
    } catch {
      // The refusal is shown from the mutation's error below.
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <h2 className="text-lg font-semibold text-slate-900">{t('edit.title')}</h2>
      <div className="mt-4 space-y-5">
        {update.isError && (
          <FormErrors messages={refusalMessages(update.error, t('edit.failed'))} />
        )}
        <TextField
          label={t('details.name')}
          autoComplete="name"
          requiredMark
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t('details.email')}
          type="email"
          value={account.email}
          readOnly
          disabled
          hint={t('edit.emailHint')}
        />
        <TextField
          label={t('details.mobile')}
          type="tel"
          autoComplete="tel-national"
          hint={t('edit.mobileHint')}
          error={errors.mobile?.message}
          {...digitsOnlyInput(register('mobile'), LIMITS.mobileLength)}
        />
        <TextField
          label={t('details.aadhaar')}
          autoComplete="off"
          hint={
            account.aadhaar && !knownAadhaar
              ? t('edit.aadhaarKeepHint', { masked: account.aadhaar })
              : t('edit.aadhaarHint')
          }
          error={errors.aadhaar?.message}
          {...digitsOnlyInput(register('aadhaar'), LIMITS.aadhaarLength)}
        />
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          {t('edit.cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('edit.saving') : t('edit.save')}
        </Button>
      </div>
    </form>
  );
};
