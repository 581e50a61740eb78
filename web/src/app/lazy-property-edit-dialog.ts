import { lazy } from 'react';

/**
 * The listing editor of the property-form feature, for the screens that compose it (dashboard,
 * My Properties). It and its texts load on the first Edit, so those screens stay light.
 */
export const LazyPropertyEditDialog = lazy(async () => {
  const [{ PropertyEditDialog }] = await Promise.all([
    import('@/features/property-form/components/property-edit-dialog'),
    import('@/features/property-form/i18n'),
  ]);
  return { default: PropertyEditDialog };
});
