import { TIMEOUTS_MS } from '@ghar/contracts/constants';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast/toast-store';
import { reverseGeocode } from '../utils/reverse-geocode';
import type { Coordinates, PlaceFields } from '../utils/reverse-geocode';

const positionOf = (): Promise<Coordinates> =>
  new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      reject,
      {
        enableHighAccuracy: true,
        timeout: TIMEOUTS_MS.geolocation,
        maximumAge: TIMEOUTS_MS.geolocationMaxAge,
      },
    );
  });

const roundTo6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * Get Current Location: the device's position (15 s timeout, a fix up to 5 minutes old), then
 * the address through the configured reverse-geocoding service. Without that service, offline
 * or refused, the coordinates still fill in and a gentle warning asks for the address.
 */
export const useCurrentLocation = (onFound: (coords: Coordinates, place: PlaceFields) => void) => {
  const { t } = useTranslation('property-form');
  const [detecting, setDetecting] = useState(false);

  const detect = useCallback(async () => {
    setDetecting(true);
    try {
      const position = await positionOf();
      const coords = {
        latitude: roundTo6(position.latitude),
        longitude: roundTo6(position.longitude),
      };
      const place = await reverseGeocode(import.meta.env.VITE_REVERSE_GEOCODE_URL, coords);
      onFound(coords, place ?? {});
      if (place) toast.success(t('location.detected'));
      else toast.warning(t('location.coordinatesOnly'));
    } catch (error) {
      const unsupported = error instanceof Error && error.message === 'unsupported';
      toast.warning(t(unsupported ? 'location.unsupported' : 'location.failed'));
    } finally {
      setDetecting(false);
    }
  }, [onFound, t]);

  return { detect, detecting };
};
