import { PAYMENT_SOURCES, PAYMENT_STATES, type PaymentsQuery } from '@ghar/contracts/http';
import { useSearchParams } from 'react-router-dom';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((each) => each === value);

// The filters live in the address (?state=&source=&month=), so a filtered view can be shared.
export const usePaymentFilters = () => {
  const [params, setParams] = useSearchParams();
  const filters: PaymentsQuery = {
    state: oneOf(PAYMENT_STATES, params.get('state')),
    source: oneOf(PAYMENT_SOURCES, params.get('source')),
    month: /^\d{4}-\d{2}$/.test(params.get('month') ?? '') ? params.get('month')! : undefined,
  };
  const set = (key: keyof PaymentsQuery, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  return { filters, set };
};
