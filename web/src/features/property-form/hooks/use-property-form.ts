import {
  propertyCreateFilesSchema,
  propertyFieldsSchema,
  propertyFormSchema,
  type PropertyFormInput,
  type PropertyFormValues,
} from '@ghar/contracts/http';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { FormEvent } from 'react';
import { noKeptFiles, noListingFiles } from '../utils/property-form-data';
import type { KeptFiles, ListingFiles } from '../utils/property-form-data';
import { fieldRefusal } from '../utils/server-errors';
import type { FieldName } from '../utils/visible-fields';
import { useRevealFirstError } from './use-reveal-first-error';

export type FileField = keyof ListingFiles;
export type FileErrors = Partial<Record<FileField, string>>;

const FILE_FIELDS = new Set<string>([
  'mediaFiles',
  'registryImage',
  'electricityBillImage',
  'waterBillImage',
  'otherDocuments',
]);
const FORM_FIELDS = new Set<string>(Object.keys(propertyFieldsSchema.shape));
/** The fee proof's refusal belongs to the fee dialog, not to the form. */
const FEE_PROOF = 'listingFeeProof';

/** What a new listing must carry (contracts: at least one photo and one registry document). */
const createFileErrors = (files: ListingFiles, kept: KeptFiles): FileErrors => {
  const checked = propertyCreateFilesSchema.safeParse({
    mediaFiles: [...kept.existingImageUrls, ...files.mediaFiles],
    registryImage: [...kept.existingRegistryUrls, ...files.registryImage],
  });
  const errors: FileErrors = {};
  for (const issue of checked.error?.issues ?? []) {
    const field = issue.path[0] as FileField;
    errors[field] ??= issue.message;
  }
  return errors;
};

export type PropertyFormState = ReturnType<typeof usePropertyForm>;

/**
 * The listing form's state: fields in react-hook-form with the contracts schema, files beside
 * them (new and kept), their errors, and the scroll to the first error. Create and edit share it.
 */
export const usePropertyForm = ({
  mode,
  defaultValues,
  initialKept = noKeptFiles(),
}: {
  mode: 'create' | 'edit';
  defaultValues: PropertyFormInput;
  initialKept?: KeptFiles;
}) => {
  const form = useForm<PropertyFormInput, unknown, PropertyFormValues>({
    resolver: zodResolver(propertyFormSchema),
    defaultValues,
    shouldFocusError: false,
  });
  const [files, setFilesState] = useState<ListingFiles>(noListingFiles);
  const [kept, setKeptState] = useState<KeptFiles>(initialKept);
  const [fileErrors, setFileErrors] = useState<FileErrors>({});
  const { container, reveal } = useRevealFirstError<HTMLFormElement>();

  const clearFileError = (field: FileField) =>
    setFileErrors((current) => {
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  const setFiles = (field: FileField, list: File[]) => {
    setFilesState((current) => ({ ...current, [field]: list }));
    clearFileError(field);
  };
  const setKept = (field: keyof KeptFiles, list: string[]) =>
    setKeptState((current) => ({ ...current, [field]: list }));

  /** Checks fields and files together, so every problem shows at once; then `onValid`. */
  const submit =
    (onValid: (values: PropertyFormValues) => void | Promise<void>) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const problems = mode === 'create' ? createFileErrors(files, kept) : {};
      setFileErrors(problems);
      await form.handleSubmit(
        async (values) => {
          if (Object.keys(problems).length > 0) reveal();
          else await onValid(values);
        },
        () => reveal(),
      )(event);
    };

  /**
   * A server refusal naming fields goes under them (the fee proof's is returned for the fee
   * dialog); returns the refusal, or null when it named no field.
   */
  const applyRefusal = useCallback(
    (error: unknown) => {
      const refusal = fieldRefusal(error, new Set([...FORM_FIELDS, ...FILE_FIELDS, FEE_PROOF]));
      if (!refusal) return null;
      const fromServer: FileErrors = {};
      for (const [field, message] of Object.entries(refusal.byField)) {
        if (FILE_FIELDS.has(field)) fromServer[field as FileField] = message;
        else if (field !== FEE_PROOF) {
          form.setError(field as FieldName, { type: 'server', message });
        }
      }
      setFileErrors(fromServer);
      const onlyFeeProof = Object.keys(refusal.byField).every((field) => field === FEE_PROOF);
      if (!onlyFeeProof) reveal();
      return { ...refusal, feeProof: refusal.byField[FEE_PROOF], onlyFeeProof };
    },
    [form, reveal],
  );

  return {
    mode,
    form,
    files,
    setFiles,
    kept,
    setKept,
    fileErrors,
    setFileErrors,
    container,
    submit,
    applyRefusal,
  };
};
