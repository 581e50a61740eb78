import { changePasswordSchema, type ChangePasswordInput } from '@ghar/contracts/http';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormErrors } from '@/components/ui/form-errors';
import { PasswordField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast/toast-store';
import { fieldErrorMessages, refusalMessages } from '@/lib/form-errors';
import { useChangePassword } from '../api/change-password';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type ChangePasswordValues = typeof EMPTY;

// Unmounted on cancel or success, so the typed passwords never linger (spec: cleared).
export const ChangePasswordForm = ({ onDone }: { onDone: () => void }) => {
  const { t } = useTranslation('profile');
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ChangePasswordInput, unknown, ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      toast.success(t('security.success'));
      onDone();
    } catch {
      // The refusal is shown from the mutation's error below.
    }
  });

  const clientErrors = fieldErrorMessages(errors, [
    'currentPassword',
    'newPassword',
    'confirmPassword',
  ]);
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-5">
      {clientErrors.length > 1 && <FormErrors messages={clientErrors} />}
      {change.isError && clientErrors.length === 0 && (
        <FormErrors messages={refusalMessages(change.error, t('security.failed'))} />
      )}
      <PasswordField
        label={t('security.current')}
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordField
        label={t('security.new')}
        autoComplete="new-password"
        hint={t('security.newHint')}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
        label={t('security.confirm')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={change.isPending}>
          {t('security.cancel')}
        </Button>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t('security.submitting') : t('security.submit')}
        </Button>
      </div>
    </form>
  );
};
