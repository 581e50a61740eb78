import { NUMBER_LIMITS as N } from '../constants/limits';
import { VALIDATION_MESSAGES as V } from '../messages/validation';
import type { NumberCeiling } from './form-values';

/** Each counted or measured field's ceiling with its message, shared by the form and the search. */
export const AREA: NumberCeiling = [N.maxAreaSqFt, V.areaTooLarge];
export const BHK: NumberCeiling = [N.maxBhk, V.bhkTooLarge];
export const ROOMS: NumberCeiling = [N.maxRooms, V.roomsTooLarge];
export const LEASE_MONTHS: NumberCeiling = [N.maxLeaseMonths, V.leaseDurationTooLong];
export const NOTICE_MONTHS: NumberCeiling = [N.maxNoticeMonths, V.noticePeriodTooLong];
