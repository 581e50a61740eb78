/** @ghar/contracts/constants — The spec's enums, limits, defaults and labels (no zod). */
export * from '../constants/amenities';
export * from '../constants/business';
export * from '../constants/settings-defaults';
export * from '../constants/category-cards';
export * from '../constants/defaults';
export * from '../constants/file-types';
export * from '../constants/limits';
export * from '../constants/notification-destinations';
export * from '../constants/notifications';
export * from '../constants/patterns';
export * from '../constants/property-actions';
export * from '../constants/property-attributes';
export * from '../constants/property-types';
export * from '../constants/sorting';
export * from '../constants/statuses';
export * from '../constants/timing';
export * from '../constants/users';
