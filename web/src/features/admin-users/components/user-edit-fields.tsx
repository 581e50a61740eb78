import { LIMITS, ROLES } from '@ghar/contracts/constants';
import { Check, X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { TextField } from '@/components/ui/form-field';
import { digitsOnlyInput } from '@/lib/form-errors';
import type { useUserEditor } from '../hooks/use-user-editor';

type Editor = ReturnType<typeof useUserEditor>;

// Enter saves the row, as it would in a form.
const submitOnEnter = (editor: Editor) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter') {
    event.preventDefault();
    void editor.save();
  }
};

export const NameMobileFields = ({ editor }: { editor: Editor }) => {
  const { t } = useTranslation('admin');
  const { register, formState } = editor.form;
  return (
    <div className="space-y-3">
      <TextField
        label={t('users.fields.name')}
        autoComplete="off"
        error={formState.errors.name?.message}
        onKeyDown={submitOnEnter(editor)}
        {...register('name')}
      />
      <TextField
        label={t('users.fields.mobile')}
        type="tel"
        error={formState.errors.mobile?.message}
        onKeyDown={submitOnEnter(editor)}
        {...digitsOnlyInput(register('mobile'), LIMITS.mobileLength)}
      />
    </div>
  );
};

export const AadhaarField = ({ editor }: { editor: Editor }) => {
  const { t } = useTranslation('admin');
  const { register, formState } = editor.form;
  return (
    <TextField
      label={t('users.fields.aadhaar')}
      autoComplete="off"
      error={formState.errors.aadhaar?.message}
      onKeyDown={submitOnEnter(editor)}
      {...digitsOnlyInput(register('aadhaar'), LIMITS.aadhaarLength)}
    />
  );
};

// An admin cannot change their own role (the server refuses; the last admin could lock out all).
export const RoleField = ({ editor, locked }: { editor: Editor; locked: boolean }) => {
  const { t } = useTranslation('admin');
  return (
    <SelectField
      label={t('users.fields.role')}
      disabled={locked}
      options={ROLES.map((role) => ({ value: role, label: t(`users.roles.${role}`) }))}
      {...editor.form.register('role')}
    />
  );
};

export const EditActions = ({ editor, onCancel }: { editor: Editor; onCancel: () => void }) => {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" onClick={() => void editor.save()} disabled={editor.saving}>
        <Check aria-hidden="true" className="size-4" />
        {editor.saving ? t('users.actions.saving') : t('users.actions.save')}
      </Button>
      <Button variant="outline" size="sm" onClick={onCancel} disabled={editor.saving}>
        <X aria-hidden="true" className="size-4" />
        {t('users.actions.cancel')}
      </Button>
    </div>
  );
};
