import { adminPasswordSchema, type AdminPasswordInput } from '@ghar/contracts/http';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormErrors } from '@/components/ui/form-errors';
import { PasswordField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast/toast-store';
import { fieldErrorMessages, refusalMessages } from '@/lib/form-errors';
import type { AdminUser } from '../api/admin-user';
import { useSetUserPassword } from '../api/set-user-password';
import { userLabel } from '../utils/user-rules';

type PasswordValues = { password: string; confirmPassword: string };

const PasswordForm = ({ user, onClose }: { user: AdminUser; onClose: () => void }) => {
  const { t } = useTranslation('admin');
  const setPassword = useSetUserPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AdminPasswordInput, unknown, PasswordValues>({
    resolver: zodResolver(adminPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await setPassword.mutateAsync({ id: user.id, body: { password } });
      toast.success(t('users.toast.passwordUpdated'));
      onClose();
    } catch {
      // The refusal is shown from the mutation's error below.
    }
  });

  const clientErrors = fieldErrorMessages(errors, ['password', 'confirmPassword']);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">
        {t('users.passwordDialog.for', { name: userLabel(user), email: user.email })}
      </p>
      {clientErrors.length > 1 && <FormErrors messages={clientErrors} />}
      {setPassword.isError && clientErrors.length === 0 && (
        <FormErrors messages={refusalMessages(setPassword.error, t('users.failed.password'))} />
      )}
      <PasswordField
        label={t('users.passwordDialog.new')}
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={t('users.passwordDialog.confirm')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={setPassword.isPending}>
          {t('users.actions.cancel')}
        </Button>
        <Button type="submit" disabled={setPassword.isPending}>
          {setPassword.isPending
            ? t('users.passwordDialog.submitting')
            : t('users.passwordDialog.submit')}
        </Button>
      </div>
    </form>
  );
};

export const UserPasswordDialog = ({
  user,
  onClose,
}: {
  user: AdminUser | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('admin');
  return (
    <Dialog open={user !== null} onClose={onClose} title={t('users.passwordDialog.title')}>
      {user && <PasswordForm key={user.id} user={user} onClose={onClose} />}
    </Dialog>
  );
};
