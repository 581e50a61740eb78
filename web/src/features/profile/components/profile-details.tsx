import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { RevealableAadhaar } from '@/components/account/revealable-aadhaar';
import type { Account } from '../api/account';
import { revealOwnAadhaar } from '../api/reveal-aadhaar';
import { AadhaarImageCard } from './aadhaar-image-card';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
    <dt className="text-sm font-medium text-slate-600">{label}</dt>
    <dd className="text-slate-900 sm:col-span-2">{children}</dd>
  </div>
);

type ProfileDetailsProps = { account: Account; onEdit: () => void };

export const ProfileDetails = ({ account, onEdit }: ProfileDetailsProps) => {
  const { t } = useTranslation('profile');
  const { t: common } = useTranslation('common');
  const missing = <span className="text-slate-500">{t('details.notProvided')}</span>;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('details.title')}</h2>
        <Button variant="outline" size="sm" onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('details.edit')}
        </Button>
      </div>
      <dl className="mt-2 divide-y divide-slate-100">
        <Row label={t('details.name')}>{account.name || missing}</Row>
        <Row label={t('details.email')}>
          <span className="break-all">{account.email}</span>
        </Row>
        <Row label={t('details.mobile')}>{account.mobile || missing}</Row>
        <Row label={t('details.aadhaar')}>
          {account.aadhaar ? (
            <RevealableAadhaar
              masked={account.aadhaar}
              reveal={revealOwnAadhaar}
              showLabel={t('details.showAadhaar')}
              hideLabel={t('details.hideAadhaar')}
            />
          ) : (
            missing
          )}
        </Row>
        <Row label={t('details.aadhaarImage')}>
          <AadhaarImageCard account={account} />
        </Row>
        <Row label={t('details.language')}>
          <span lang={account.language ?? 'en'}>
            {common(`language.${account.language ?? 'en'}`)}
          </span>
          <p className="mt-1 text-sm text-slate-600">{t('details.languageHint')}</p>
        </Row>
      </dl>
    </>
  );
};
