import type { ComponentType } from 'react';

/**
 * The listing editor another feature owns (property-form's PropertyEditDialog). Features never
 * import each other, so the route hands it in; without one, the screens offer no Edit.
 */
export type EditDialogProps = {
  propertyId: string;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
};
export type EditDialogSlot = ComponentType<EditDialogProps>;
