import {
  adminUpdateUserSchema,
  type AdminUpdateUserBody,
  type AdminUpdateUserInput,
} from '@ghar/contracts/http';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast/toast-store';
import type { AdminUser } from '../api/admin-user';
import { useUpdateUser } from '../api/update-user';
import { showActionFailure } from '@/lib/error-toast';
import { editableAadhaar } from '../utils/user-rules';

// Inline edit of one user: name, mobile, Aadhaar and role, checked as the server checks them.
export const useUserEditor = (user: AdminUser, onDone: () => void) => {
  const { t } = useTranslation('admin');
  const update = useUpdateUser();
  const knownAadhaar = editableAadhaar(user.aadhaar);
  const form = useForm<AdminUpdateUserInput, unknown, AdminUpdateUserBody>({
    resolver: zodResolver(adminUpdateUserSchema),
    defaultValues: {
      name: user.name ?? '',
      mobile: user.mobile ?? '',
      aadhaar: knownAadhaar,
      role: user.role,
    },
  });

  const save = form.handleSubmit(async (values) => {
    // An untouched field that could not show a masked number must not clear it.
    const keepHidden = !knownAadhaar && !values.aadhaar && Boolean(user.aadhaar);
    try {
      await update.mutateAsync({
        id: user.id,
        body: keepHidden ? { ...values, aadhaar: undefined } : values,
      });
      toast.success(t('users.toast.updated'));
      onDone();
    } catch (error) {
      void showActionFailure(error, t('users.failed.update'));
    }
  });

  return { form, save, saving: update.isPending };
};
