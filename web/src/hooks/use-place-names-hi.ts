import { useCallback, useEffect, useState } from 'react';
import type { PlaceNamesHi } from '@/lib/place-names-hi';

let loaded: PlaceNamesHi | undefined;
let loading: Promise<PlaceNamesHi> | undefined;
const loadNames = () =>
  (loading ??= import('@/lib/place-names-hi').then((module) => (loaded = module.placeNamesHi)));

/**
 * The Hindi names of the built-in cities and states for the place type-aheads ('जय' suggests
 * 'जयपुर · Jaipur'), loaded when `load` is first called (a type-ahead's focus), not with the page.
 */
export const usePlaceNamesHi = () => {
  const [names, setNames] = useState(loaded);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!wanted || names) return;
    let current = true;
    void loadNames().then((value) => {
      if (current) setNames(value);
    });
    return () => {
      current = false;
    };
  }, [wanted, names]);
  const load = useCallback(() => setWanted(true), []);
  return { names, load };
};
