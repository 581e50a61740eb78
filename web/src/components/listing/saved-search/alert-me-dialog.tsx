import { LIMITS } from '@ghar/contracts/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { InputField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast/toast-store';
import { paths } from '@/config/paths';
import { useSavedSearchCommands } from './saved-searches-api';
import { searchName } from './search-name';
import { showSavedSearchFailure } from './show-saved-search-failure';

/** The filters a saved search keeps: the set ones, without paging and sorting. */
const savedFilters = (filters: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(filters).filter(
      ([key, value]) => value !== '' && !['sortBy', 'sortOrder', 'status', 'page'].includes(key),
    ),
  );

export const AlertMeDialog = ({
  filters,
  onClose,
}: {
  filters: Record<string, string>;
  onClose: () => void;
}) => {
  const { t } = useTranslation('saved-searches');
  const { t: tp } = useTranslation('properties');
  const [name, setName] = useState(() =>
    searchName(filters, t, (type) => tp(`labels.type.${type}` as never)),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const { create } = useSavedSearchCommands();

  const save = async () => {
    if (!name.trim()) {
      setError(t('errors.nameRequired'));
      return;
    }
    setBusy(true);
    try {
      await create(name.trim(), savedFilters(filters));
      toast.success(t('alertMe.saved'));
      onClose();
    } catch (failure) {
      showSavedSearchFailure(failure, t('alertMe.failed'), t);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} title={t('alertMe.title')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        className="space-y-4"
      >
        <p className="text-sm text-slate-600">{t('alertMe.text')}</p>
        <div>
          <InputField
            label={t('alertMe.name')}
            value={name}
            maxLength={LIMITS.savedSearchNameMaxLength}
            onChange={(event) => {
              setName(event.target.value);
              setError('');
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'alert-me-error' : undefined}
          />
          {error && (
            <p id="alert-me-error" role="alert" className="mt-1 text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
          <Link
            to={paths.savedSearches.getHref()}
            className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {t('alertMe.manage')}
          </Link>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
              {t('alertMe.cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t('alertMe.saving') : t('alertMe.save')}
            </Button>
          </div>
        </div>
      </form>
    </Dialog>
  );
};
