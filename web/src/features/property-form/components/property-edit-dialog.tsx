import type { OwnerProperty } from '@ghar/contracts/http';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast/toast-store';
import { showActionFailure } from '@/lib/error-toast';
import { useEditableProperty } from '../api/get-editable-property';
import { useUpdateProperty } from '../api/update-property';
import { usePropertyForm } from '../hooks/use-property-form';
import { keptFilesOf, propertyToForm } from '../utils/form-defaults';
import { propertyFormData } from '../utils/property-form-data';
import { PropertyFormFields } from './property-form-fields';

export type PropertyEditDialogProps = {
  propertyId: string;
  open: boolean;
  onClose: () => void;
  /** After 'Property updated successfully'; the caller closes the dialog and refreshes. */
  onSaved: () => void;
};

type EditFormProps = { property: OwnerProperty; onClose: () => void; onSaved: () => void };

const EditForm = ({ property, onClose, onSaved }: EditFormProps) => {
  const { t } = useTranslation('property-form');
  const update = useUpdateProperty();
  const state = usePropertyForm({
    mode: 'edit',
    defaultValues: propertyToForm(property),
    initialKept: keptFilesOf(property),
  });

  // Saved directly (part 1 §2 Edit flow): kept files by URL, new ones as files.
  const onSubmit = state.submit(async (values) => {
    try {
      await update.mutateAsync({
        id: property.id,
        body: propertyFormData(values, state.files, { kept: state.kept }),
      });
      toast.success(t('edit.success'));
      onSaved();
    } catch (error) {
      if (!state.applyRefusal(error)) await showActionFailure(error, t('edit.failed'));
    }
  });

  return (
    <form ref={state.container} onSubmit={(event) => void onSubmit(event)} noValidate>
      <PropertyFormFields state={state} />
      <div className="sticky bottom-0 -mx-5 mt-6 flex flex-col-reverse gap-3 border-t border-slate-200 bg-white px-5 py-4 sm:flex-row sm:justify-end">
        <Button variant="outline" size="lg" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button type="submit" size="lg" disabled={update.isPending}>
          {update.isPending ? t('edit.submitting') : t('edit.submit')}
        </Button>
      </div>
    </form>
  );
};

/**
 * 'Edit Property': the listing form filled from the owner's view of the listing; stored photos
 * and documents can be removed and new ones added. Closes on Escape, a backdrop click or the
 * close button. Rendered by My Properties, the dashboard and admin screens through app/routes.
 */
export const PropertyEditDialog = ({
  propertyId,
  open,
  onClose,
  onSaved,
}: PropertyEditDialogProps) => {
  const { t } = useTranslation('property-form');
  const property = useEditableProperty(propertyId, open);
  return (
    <Dialog open={open} onClose={onClose} title={t('edit.title')} size="wide">
      {property.isPending && (
        <div className="flex justify-center py-10">
          <Spinner label={t('edit.loading')} />
        </div>
      )}
      {property.isError && (
        <div role="alert" className="space-y-3 py-6 text-center text-sm text-red-700">
          <p>{t('edit.loadFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => void property.refetch()}>
            {t('edit.retry')}
          </Button>
        </div>
      )}
      {property.data && <EditForm property={property.data} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
};
