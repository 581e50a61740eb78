import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast/toast-store';
import { showActionFailure } from '@/lib/error-toast';
import type { AdminProperty } from '../api/admin-property';
import { useSetPropertyStatus } from '../api/change-property';
import { toggledStatus } from '../utils/admin-query';

// FREE ↔ BOOKED in one click; the list reads again once the server has it.
export const useStatusToggle = () => {
  const { t } = useTranslation('admin-properties');
  const setStatus = useSetPropertyStatus();
  const { mutateAsync } = setStatus;
  const toggle = useCallback(
    async (property: AdminProperty) => {
      const status = toggledStatus(property.status);
      if (!status) return;
      try {
        await mutateAsync({ id: property.id, status });
        toast.success(t('toast.updated'));
      } catch (error) {
        void showActionFailure(error, t('failed.status'));
      }
    },
    [mutateAsync, t],
  );
  return { toggle, togglingId: setStatus.isPending ? (setStatus.variables?.id ?? null) : null };
};
