import { LIMITS, ROLES } from '@ghar/contracts/constants';
import {
  adminCreateUserSchema,
  type AdminCreateUserBody,
  type AdminCreateUserInput,
} from '@ghar/contracts/http';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/field';
import { FormErrors } from '@/components/ui/form-errors';
import { PasswordField, TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast/toast-store';
import { digitsOnlyInput, fieldErrorMessages, refusalMessages } from '@/lib/form-errors';
import { useCreateUser } from '../api/create-user';

const EMPTY: AdminCreateUserInput = {
  email: '',
  name: '',
  password: '',
  mobile: '',
  aadhaar: '',
  role: 'USER',
};

// Mounted only while open, so every opening starts empty.
const CreateUserForm = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation('admin');
  const create = useCreateUser();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AdminCreateUserInput, unknown, AdminCreateUserBody>({
    resolver: zodResolver(adminCreateUserSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      toast.success(t('users.toast.created'));
      onClose();
    } catch {
      // The refusal is shown from the mutation's error below.
    }
  });

  const clientErrors = fieldErrorMessages(errors, [
    'email',
    'name',
    'password',
    'mobile',
    'aadhaar',
  ]);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {clientErrors.length > 1 && <FormErrors messages={clientErrors} />}
      {create.isError && clientErrors.length === 0 && (
        <FormErrors messages={refusalMessages(create.error, t('users.failed.create'))} />
      )}
      <TextField
        label={t('users.fields.email')}
        type="email"
        autoComplete="off"
        requiredMark
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t('users.fields.name')}
        autoComplete="off"
        requiredMark
        error={errors.name?.message}
        {...register('name')}
      />
      <PasswordField
        label={t('users.fields.password')}
        autoComplete="new-password"
        hint={t('users.create.passwordHint')}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={t('users.fields.mobile')}
        type="tel"
        error={errors.mobile?.message}
        {...digitsOnlyInput(register('mobile'), LIMITS.mobileLength)}
      />
      <TextField
        label={t('users.fields.aadhaar')}
        autoComplete="off"
        error={errors.aadhaar?.message}
        {...digitsOnlyInput(register('aadhaar'), LIMITS.aadhaarLength)}
      />
      <SelectField
        label={t('users.fields.role')}
        options={ROLES.map((role) => ({ value: role, label: t(`users.roles.${role}`) }))}
        {...register('role')}
      />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={create.isPending}>
          {t('users.actions.cancel')}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('users.create.submitting') : t('users.create.submit')}
        </Button>
      </div>
    </form>
  );
};

export const CreateUserDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation('admin');
  return (
    <Dialog open={open} onClose={onClose} title={t('users.create.title')}>
      {open && <CreateUserForm onClose={onClose} />}
    </Dialog>
  );
};
