import { RENT_COMMISSION_RULES } from '@ghar/contracts/constants';
import {
  settingsSchemas,
  type SettingsSection,
  type SettingsSectionView,
} from '@ghar/contracts/http';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormErrors } from '@/components/ui/form-errors';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast/toast-store';
import { isApiError } from '@/lib/api-error';
import { useSaveSettings } from '../api/admin-settings';
import { AuditList } from './audit-list';
import { SECTION_FIELDS, sentValue, shownValue } from './settings-fields';

type Texts = Record<string, string>;

const textsOf = (section: SettingsSection, values: Record<string, unknown>): Texts =>
  Object.fromEntries(
    SECTION_FIELDS[section].map(({ key, kind }) => [key, shownValue(kind, values[key])]),
  );

// One owner's section: its values, Save (checked here with the service's own rules first), and
// its audit.
export const SectionCard = ({ view }: { view: SettingsSectionView }) => {
  const { section } = view;
  const { t } = useTranslation('admin-settings');
  const save = useSaveSettings();
  const [texts, setTexts] = useState<Texts>(() => textsOf(section, view.values));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const fields = SECTION_FIELDS[section];

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setServerErrors([]);
    const values = Object.fromEntries(
      fields.map(({ key, kind }) => [key, sentValue(kind, texts[key] ?? '')]),
    );
    const checked = settingsSchemas[section].safeParse(values);
    if (!checked.success) {
      setFieldErrors(
        Object.fromEntries(
          checked.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
        ),
      );
      return;
    }
    setFieldErrors({});
    try {
      await save.mutateAsync({ section, values });
      toast.success(t('saved', { section: t(`sections.${section}.title`) }));
    } catch (error) {
      const messages = isApiError(error)
        ? error.errors.length > 0
          ? error.errors
          : [error.message]
        : [t('saveFailed')];
      setServerErrors(messages);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`settings-${section}`}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h3 id={`settings-${section}`} className="text-lg font-semibold text-slate-900">
        {t(`sections.${section}.title`)}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t(`sections.${section}.description`)}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {fields.map(({ key, kind }) =>
          kind === 'rentRule' ? (
            <div key={key}>
              <label
                htmlFor={`${section}-${key}`}
                className="mb-1 block text-sm font-medium text-slate-700"
              >
                {t(`fields.${key}`)}
              </label>
              <select
                id={`${section}-${key}`}
                value={texts[key]}
                onChange={(event) => setTexts({ ...texts, [key]: event.target.value })}
                className="h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900"
              >
                {RENT_COMMISSION_RULES.map((rule) => (
                  <option key={rule} value={rule}>
                    {t(`rentRules.${rule}`)}
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <TextField
              key={key}
              id={`${section}-${key}`}
              label={t(`fields.${key}`)}
              hint={t(`hints.${key}`, { defaultValue: '' }) || undefined}
              type={kind === 'email' ? 'email' : 'text'}
              inputMode={kind === 'rupees' || kind === 'number' ? 'decimal' : undefined}
              value={texts[key] ?? ''}
              error={fieldErrors[key]}
              onChange={(event) => setTexts({ ...texts, [key]: event.target.value })}
            />
          ),
        )}
      </div>
      {serverErrors.length > 0 && <FormErrors messages={serverErrors} className="mt-4" />}
      <div className="mt-4 flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </div>
      <AuditList audit={view.audit} />
    </form>
  );
};
