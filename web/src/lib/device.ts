import { TIMEOUTS_MS } from '@ghar/contracts/constants';

const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;

export const isMobileDevice = (userAgent: string, coarsePointer: boolean): boolean =>
  coarsePointer || MOBILE_AGENT.test(userAgent);

export const detectMobileDevice = (): boolean => {
  if (typeof navigator === 'undefined') return false;
  const coarse =
    typeof window !== 'undefined' && typeof window.matchMedia === 'function'
      ? window.matchMedia('(pointer: coarse)').matches
      : false;
  return isMobileDevice(navigator.userAgent, coarse);
};

// Part 2 §7: phones on slow networks get twice as long before a call gives up.
export const requestTimeoutMs = (mobile: boolean): number =>
  mobile ? TIMEOUTS_MS.mobileRequest : TIMEOUTS_MS.desktopRequest;
