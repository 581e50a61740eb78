import { CANONICAL_PROPERTY_TYPES } from '@ghar/contracts/constants';
import { propertyFieldsSchema } from '@ghar/contracts/http';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/field';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast/toast-store';
import { showActionFailure } from '@/lib/error-toast';
import { useLocalizeMessage } from '@/lib/localize-message';
import type { AdminProperty } from '../api/admin-property';
import { useUpdateAdminProperty } from '../api/change-property';
import { EditPhotos } from './edit-photos';

// The fields the admin modal edits, checked with the listing form's own rules.
const editSchema = propertyFieldsSchema.pick({
  title: true,
  description: true,
  type: true,
  location: true,
  address: true,
  price: true,
});
type EditInput = z.input<typeof editSchema>;
type EditValues = z.output<typeof editSchema>;

const EditForm = ({ property, onClose }: { property: AdminProperty; onClose: () => void }) => {
  const { t } = useTranslation('admin-properties');
  const labels = useTranslation('properties').t;
  const localize = useLocalizeMessage();
  const update = useUpdateAdminProperty();
  const descriptionId = useId();
  const [mediaUrls, setMediaUrls] = useState(property.mediaUrls);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EditInput, unknown, EditValues>({
    resolver: zodResolver(editSchema),
    defaultValues: {
      title: property.title,
      description: property.description ?? '',
      type: property.type,
      location: property.location ?? '',
      address: property.address ?? '',
      price: property.price ?? '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({
        id: property.id,
        body: {
          ...values,
          location: values.location ?? '',
          address: values.address ?? '',
          mediaUrls,
        },
      });
      toast.success(t('toast.updated'));
      onClose();
    } catch (error) {
      void showActionFailure(error, t('failed.update'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label={t('edit.fields.title')}
        requiredMark
        error={errors.title?.message}
        {...register('title')}
      />
      <div>
        <label htmlFor={descriptionId} className="mb-1 block text-sm font-medium text-slate-700">
          {t('edit.fields.description')}
        </label>
        <textarea
          id={descriptionId}
          rows={4}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${descriptionId}-error` : undefined}
          className="w-full rounded-lg border border-slate-300 bg-white p-3 text-base text-slate-900 shadow-sm focus:border-brand-600"
          {...register('description')}
        />
        {errors.description?.message && (
          <p id={`${descriptionId}-error`} className="mt-1 text-sm text-red-700">
            {localize(errors.description.message)}
          </p>
        )}
      </div>
      <SelectField
        label={t('edit.fields.type')}
        options={CANONICAL_PROPERTY_TYPES.map((type) => ({
          value: type,
          label: labels(`labels.type.${type}`),
        }))}
        {...register('type')}
      />
      <TextField label={t('edit.fields.location')} {...register('location')} />
      <TextField label={t('edit.fields.address')} {...register('address')} />
      <TextField
        label={t('edit.fields.price')}
        inputMode="numeric"
        error={errors.price?.message}
        {...register('price')}
      />
      <EditPhotos title={property.title} urls={mediaUrls} onChange={setMediaUrls} />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={update.isPending}>
          {t('edit.cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('edit.submitting') : t('edit.submit')}
        </Button>
      </div>
    </form>
  );
};

// The admin edit modal (part 2 §2): Escape, the backdrop or the close button leave it.
export const EditPropertyDialog = ({
  property,
  onClose,
}: {
  property: AdminProperty | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('admin-properties');
  return (
    <Dialog open={property !== null} onClose={onClose} title={t('edit.title')}>
      {property && <EditForm key={property.id} property={property} onClose={onClose} />}
    </Dialog>
  );
};
