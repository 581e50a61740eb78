import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormErrors } from '@/components/ui/form-errors';
import { Spinner } from '@/components/ui/spinner';
import { screenErrorMessage } from '@/lib/api-error';
import { useAccount } from '../api/get-account';
import { ProfileDetails } from './profile-details';
import { NotificationSettings } from './notification-settings';
import { ProfileEditForm } from './profile-edit-form';
import { ProfileSummary } from './profile-summary';
import { SecuritySettings } from './security-settings';
import type { DealerFigures } from '../utils/profile-view';

// `dealerFigures`: the dealer's code, status and total commission, read by the route from the
// dealers service (features do not import each other).
export const ProfilePage = ({ dealerFigures }: { dealerFigures?: DealerFigures | null }) => {
  const { t } = useTranslation('profile');
  const account = useAccount();
  const [editing, setEditing] = useState(false);

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-slate-600">{t('subtitle')}</p>
      {account.isPending && (
        <div className="flex min-h-[40vh] items-center justify-center">
          <Spinner label={t('loading')} />
        </div>
      )}
      {account.isError && (
        <div className="mt-6 max-w-xl space-y-3">
          <FormErrors messages={[screenErrorMessage(account.error, t('loadFailed'))]} />
          <Button variant="outline" onClick={() => void account.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {account.data && (
        <div className="mt-6 grid gap-6 lg:grid-cols-3">
          <div className="lg:col-span-1">
            <ProfileSummary account={account.data} dealerFigures={dealerFigures} />
          </div>
          <div className="space-y-6 lg:col-span-2">
            <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              {editing ? (
                <ProfileEditForm account={account.data} onDone={() => setEditing(false)} />
              ) : (
                <ProfileDetails account={account.data} onEdit={() => setEditing(true)} />
              )}
            </section>
            <NotificationSettings />
            <SecuritySettings />
          </div>
        </div>
      )}
    </section>
  );
};
