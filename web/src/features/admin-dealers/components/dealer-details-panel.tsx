import { formatRupeesWithPaise } from '@ghar/contracts/format';
import type { DealerTreeNode } from '@ghar/contracts/http';
import { X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { DealerStatusBadge } from './dealer-status-badge';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-1.5">
    <dt className="text-sm text-slate-600">{label}</dt>
    <dd className="min-w-0 text-sm font-semibold break-all text-slate-900">{children}</dd>
  </div>
);

const Group = ({ title, children }: { title: string; children: ReactNode }) => (
  <div>
    <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
    <dl className="mt-1 divide-y divide-slate-100">{children}</dl>
  </div>
);

type DealerDetailsPanelProps = {
  dealer: DealerTreeNode | null;
  onClose: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
};

// 'Selected Dealer Details' (part 2 §2): Basic Information and Commission Information of the
// node last clicked. The heading takes focus when a dealer is chosen, so a phone scrolls to it.
export const DealerDetailsPanel = ({ dealer, onClose, headingRef }: DealerDetailsPanelProps) => {
  const { t } = useTranslation('admin-dealers');
  return (
    <section
      aria-labelledby="dealer-details-title"
      className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-4"
    >
      <div className="flex items-start justify-between gap-2">
        <h2
          id="dealer-details-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900"
        >
          {t('tree.details.title')}
        </h2>
        {dealer && (
          <button
            type="button"
            onClick={onClose}
            aria-label={t('tree.details.close')}
            className="flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
      {dealer ? (
        <>
          <Group title={t('tree.details.basic')}>
            <Row label={t('tree.details.name')}>{dealer.user.name}</Row>
            <Row label={t('tree.details.email')}>{dealer.user.email}</Row>
            <Row label={t('tree.details.referralCode')}>
              <span className="font-mono">{dealer.referralCode}</span>
            </Row>
            <Row label={t('tree.details.status')}>
              <DealerStatusBadge status={dealer.status} />
            </Row>
            <Row label={t('tree.details.level')}>{dealer.level}</Row>
            <Row label={t('tree.details.sponsor')}>
              {dealer.sponsor
                ? `${dealer.sponsor.name} (${dealer.sponsor.referralCode})`
                : t('company')}
            </Row>
          </Group>
          <Group title={t('tree.details.commission')}>
            <Row label={t('tree.details.directCommission')}>
              {formatRupeesWithPaise(dealer.commission)}
            </Row>
            <Row label={t('tree.details.totalChildren')}>{dealer.totalChildren}</Row>
            <Row label={t('tree.details.totalCommission')}>
              {formatRupeesWithPaise(dealer.totalCommission)}
            </Row>
            <Row label={t('tree.details.directChildren')}>{dealer.directChildren}</Row>
          </Group>
        </>
      ) : (
        <p className="text-sm text-slate-600">{t('tree.details.hint')}</p>
      )}
    </section>
  );
};
