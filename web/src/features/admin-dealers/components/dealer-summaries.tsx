import { formatRupeesWithPaise } from '@ghar/contracts/format';
import type { DealerRequest, DealerTreeNode } from '@ghar/contracts/http';
import {
  CheckCircle2,
  Clock,
  IndianRupee,
  ListChecks,
  Network,
  UserCheck,
  XCircle,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { countByStatus } from '../utils/dealer-filters';
import { treeSummary } from '../utils/tree-rules';
import { SummaryCards } from './summary-cards';

// Dealer requests: total, pending, approved, rejected (every request, whatever is filtered).
export const RequestSummary = ({ requests }: { requests: DealerRequest[] | undefined }) => {
  const { t } = useTranslation('admin-dealers');
  const counts = countByStatus(requests ?? []);
  const card = (key: keyof typeof counts, icon: typeof Clock) => ({
    key,
    label: t(`requests.summary.${key}`),
    value: String(counts[key]),
    icon,
  });
  return (
    <SummaryCards
      ready={requests !== undefined}
      cards={[
        card('total', ListChecks),
        card('pending', Clock),
        card('approved', CheckCircle2),
        card('rejected', XCircle),
      ]}
    />
  );
};

// Dealer tree: total, approved and pending dealers and the whole tree's commission.
export const TreeSummary = ({ roots }: { roots: DealerTreeNode[] | undefined }) => {
  const { t } = useTranslation('admin-dealers');
  const summary = treeSummary(roots ?? []);
  const count = (key: 'total' | 'approved' | 'pending', icon: typeof Clock) => ({
    key,
    label: t(`tree.summary.${key}`),
    value: String(summary[key]),
    icon,
  });
  return (
    <SummaryCards
      ready={roots !== undefined}
      cards={[
        count('total', Network),
        count('approved', UserCheck),
        count('pending', Clock),
        {
          key: 'commission',
          label: t('tree.summary.commission'),
          value: formatRupeesWithPaise(summary.commission),
          icon: IndianRupee,
        },
      ]}
    />
  );
};
