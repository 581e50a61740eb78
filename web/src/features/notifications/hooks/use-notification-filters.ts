import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readFilters, writeFilters } from '../notification-filters';
import type { NotificationFilters } from '../notification-filters';

// Filters live in the address. Changing a filter starts again at page 1; paging keeps them.
export const useNotificationFilters = () => {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  // Navigations land a moment after they start, so two quick changes (type, then status)
  // would each build on the old address and the second would drop the first. Each change
  // builds on the last one made instead; an address that lands while later changes are still
  // on their way is not taken back, while one from elsewhere (Back, a link) wins.
  const latest = useRef(params);
  const inFlight = useRef<string[]>([]);
  useEffect(() => {
    const landed = inFlight.current.indexOf(params.toString());
    inFlight.current = landed === -1 ? [] : inFlight.current.slice(landed + 1);
    if (inFlight.current.length === 0) latest.current = params;
  }, [params]);

  const update = useCallback(
    (change: Partial<NotificationFilters>) => {
      const next = writeFilters({ ...readFilters(latest.current), page: 1, ...change });
      latest.current = next;
      inFlight.current.push(next.toString());
      setParams(next, { replace: !('page' in change) });
    },
    [setParams],
  );

  return { filters, update };
};
