import { LIMITS } from '@ghar/contracts/constants';
import { simpleListingFilesSchema } from '@ghar/contracts/http';
import { VALIDATION_MESSAGES as V } from '@ghar/contracts/texts';
import type { FormEvent } from 'react';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import '../i18n';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast/toast-store';
import { useAuth } from '@/lib/auth/use-auth';
import { useCurrentLocation } from '../hooks/use-current-location';
import { useListingFeeCheckout } from '../listing-fee/hooks/use-listing-fee-checkout';
import { useMessageText } from '../hooks/use-message-text';
import { useRevealFirstError } from '../hooks/use-reveal-first-error';
import { documentProblem, photoProblem } from '../utils/file-checks';
import { noListingFiles } from '../utils/property-form-data';
import {
  combinedProblems,
  QUICK_FIELDS,
  QUICK_OPTIONAL,
  quickListingIssues,
  quickListingValues,
} from '../utils/quick-listing';
import type { QuickField, QuickListingInput } from '../utils/quick-listing';
import { fieldRefusal } from '../utils/server-errors';
import type { Coordinates, PlaceFields } from '../utils/reverse-geocode';
import { hasRooms } from '../utils/visible-fields';
import { FileListPicker } from './file-list-picker';
import { ContactFields, ListingHeadFields } from './basic-section';
import { AreaField, BhkField } from './details-section';
import { FormSection } from './form-controls';
import { ListingFeeDialog } from '../listing-fee/components/listing-fee-dialog';
import { DetectLocationButton, PlaceNameFields } from './location-fields';

const quickResolver: Resolver<QuickListingInput> = (values) => {
  const issues = quickListingIssues(values);
  if (Object.keys(issues).length === 0) return { values, errors: {} };
  const errors = Object.fromEntries(
    Object.entries(issues).map(([field, message]) => [field, { type: 'rule', message }]),
  );
  return { values: {}, errors };
};

const PHOTO_TYPES = 'image/jpeg,image/png,image/gif,image/webp';
const QUICK_FIELD_SET = new Set<string>([...QUICK_FIELDS, 'perMonthCharges']);

type QuickListingPageProps = { fullFormHref: string; loginHref: string };

/**
 * The simple listing form (part 1 §2 and §5): Basic Information, Location Details and Property
 * Images with its own texts; several problems combine into 'Please fix the following: ...'. It
 * pays the same listing fee. A listing still needs one registry document (issue 10).
 */
export const QuickListingPage = ({ fullFormHref, loginHref }: QuickListingPageProps) => {
  const { t } = useTranslation('property-form');
  const messageText = useMessageText();
  const { user } = useAuth();
  const form = useForm<QuickListingInput>({
    resolver: quickResolver,
    defaultValues: {
      title: '',
      action: 'SELL',
      price: '',
      description: '',
      state: '',
      city: '',
      locality: '',
    },
    shouldFocusError: false,
  });
  const [files, setFiles] = useState(noListingFiles);
  const [fileErrors, setFileErrors] = useState<Partial<Record<string, string>>>({});
  const [loginNeeded, setLoginNeeded] = useState(false);
  const { container, reveal } = useRevealFirstError<HTMLFormElement>();

  const applyRefusal = useCallback(
    (error: unknown) => {
      const refusal = fieldRefusal(
        error,
        new Set([...QUICK_FIELD_SET, 'mediaFiles', 'registryImage', 'listingFeeProof']),
      );
      if (!refusal) return null;
      const fromServer: Record<string, string> = {};
      for (const [field, message] of Object.entries(refusal.byField)) {
        if (field === 'mediaFiles' || field === 'registryImage') fromServer[field] = message;
        else if (field !== 'listingFeeProof') {
          const name = (field === 'perMonthCharges' ? 'price' : field) as QuickField;
          form.setError(name, { type: 'server', message });
        }
      }
      setFileErrors(fromServer);
      const onlyFeeProof = Object.keys(refusal.byField).every((f) => f === 'listingFeeProof');
      if (!onlyFeeProof) reveal();
      return { feeProof: refusal.byField.listingFeeProof, onlyFeeProof };
    },
    [form, reveal],
  );
  const checkout = useListingFeeCheckout(applyRefusal, { simple: true });

  const fill = useCallback(
    ({ latitude, longitude }: Coordinates, place: PlaceFields) => {
      form.setValue('latitude', latitude);
      form.setValue('longitude', longitude);
      for (const name of ['address', 'city', 'state', 'locality'] as const) {
        const value = place[name];
        if (value) form.setValue(name, value, { shouldValidate: form.formState.isSubmitted });
      }
    },
    [form],
  );
  const location = useCurrentLocation(fill);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!user) {
      setLoginNeeded(true);
      toast.error({ message: t('quick.loginRequired') });
      return;
    }
    const checked = simpleListingFilesSchema.safeParse(files);
    const problems = Object.fromEntries(
      (checked.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );
    setFileErrors(problems);
    await form.handleSubmit(
      (values) => {
        if (Object.keys(problems).length > 0) reveal();
        else checkout.start(quickListingValues(values), files);
      },
      () => reveal(),
    )(event);
  };

  const { errors } = form.formState;
  const errorOf = (name: QuickField) => {
    const message = errors[name]?.message;
    return typeof message === 'string' && message ? messageText(message) : undefined;
  };
  const problems = [
    ...QUICK_FIELDS.map(errorOf),
    ...['mediaFiles', 'registryImage'].map((field) => {
      const message = fileErrors[field];
      return message && messageText(message);
    }),
  ].filter((message): message is string => Boolean(message));
  const [type, action, state] = form.watch(['type', 'action', 'state']);
  const { register } = form;
  const bound = { register, errorOf, optional: QUICK_OPTIONAL };
  const amount = { type: 'number', inputMode: 'decimal', min: 0, step: 0.01 } as const;

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <header className="mb-6">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('quick.title')}</h1>
        <p className="mt-1 text-slate-600">{t('quick.intro')}</p>
        <Link
          to={fullFormHref}
          className="mt-2 inline-block text-sm font-semibold text-brand-700 underline"
        >
          {t('quick.fullForm')}
        </Link>
      </header>
      {loginNeeded && !user && (
        <p
          role="alert"
          className="mb-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
        >
          {t('quick.loginRequired')}{' '}
          <Link to={loginHref} className="font-semibold underline">
            {t('quick.login')}
          </Link>
        </p>
      )}
      {problems.length > 0 && (
        <p
          role="alert"
          className="mb-4 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
        >
          {combinedProblems(problems, t('rules.fixFollowing'))}
        </p>
      )}
      <form
        ref={container}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="space-y-5"
      >
        <FormSection title={t('sections.basic')}>
          <ListingHeadFields {...bound} />
          <TextField
            label={
              action === 'RENT'
                ? t('fields.monthlyRent')
                : action === 'LEASE'
                  ? t('fields.leaseCharges')
                  : t('fields.price')
            }
            requiredMark
            error={errorOf('price')}
            {...amount}
            {...register('price')}
          />
          {action === 'LEASE' && (
            <TextField
              label={t('fields.leaseDuration')}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              error={errorOf('leaseDuration')}
              {...register('leaseDuration')}
            />
          )}
          <AreaField {...bound} step={amount.step} />
          {hasRooms(type) && <BhkField {...bound} />}
          <ContactFields {...bound} />
        </FormSection>

        <FormSection title={t('sections.location')} action={<DetectLocationButton {...location} />}>
          <PlaceNameFields
            control={form.control}
            register={register}
            state={state}
            errorText={errorOf}
          />
          <TextField
            label={t('fields.address')}
            error={errorOf('address')}
            {...register('address')}
          />
        </FormSection>

        <FormSection title={t('sections.images')}>
          <FileListPicker
            name="mediaFiles"
            label={t('files.photos')}
            hint={t('quick.dropzoneHint')}
            dropLabel={t('quick.dropzone')}
            error={fileErrors.mediaFiles && messageText(fileErrors.mediaFiles)}
            accept={PHOTO_TYPES}
            multiple
            max={LIMITS.listingImagesMax}
            tooMany={messageText(V.maxImages)}
            files={files.mediaFiles}
            onFilesChange={(mediaFiles) => {
              setFiles((current) => ({ ...current, mediaFiles }));
              setFileErrors(({ mediaFiles: _done, ...rest }) => rest);
            }}
            check={async (file) => {
              const problem = await photoProblem(file);
              return problem && messageText(problem);
            }}
          />
          <FileListPicker
            name="registryImage"
            label={t('files.registry')}
            hint={t('quick.registryHint')}
            error={fileErrors.registryImage && messageText(fileErrors.registryImage)}
            accept={`${PHOTO_TYPES},application/pdf`}
            multiple
            files={files.registryImage}
            onFilesChange={(registryImage) => {
              setFiles((current) => ({ ...current, registryImage }));
              setFileErrors(({ registryImage: _done, ...rest }) => rest);
            }}
            check={async (file) => {
              const problem = await documentProblem(file);
              return problem && t(`files.${problem.key}`, { file: problem.file });
            }}
          />
        </FormSection>

        <div className="flex justify-end">
          <Button type="submit" size="lg" disabled={checkout.busy}>
            {checkout.busy ? t('quick.submitting') : t('quick.submit')}
          </Button>
        </div>
      </form>
      <ListingFeeDialog checkout={checkout} />
    </div>
  );
};
