import { LIMITS } from '@ghar/contracts/constants';
import { inquirySchema, type InquiryBody, type InquiryInput } from '@ghar/contracts/http';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormErrors } from '@/components/ui/form-errors';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast/toast-store';
import { refusalMessages } from '@/lib/form-errors';
import { useCreateInquiry } from '../api/create-inquiry';
import { useInquiryMessage } from '../hooks/use-inquiry-message';
import { MessageField } from './message-field';

// `initialMessage` prefills the form, e.g. with the listing a visitor asks about; `propertyId`
// makes it a question about that listing, which its owner hears too (issue 27).
type InquiryDialogProps = {
  open: boolean;
  onClose: () => void;
  initialMessage?: string;
  propertyId?: string;
};

// Part 1 §2 "Inquiry modal": Message and Mobile number, Cancel and Send Inquiry. Spaces in the
// number are allowed as typed (98765 43210) and removed before the 10-digit check.
export const InquiryDialog = ({
  open,
  onClose,
  initialMessage = '',
  propertyId,
}: InquiryDialogProps) => {
  const { t } = useTranslation('inquiries');
  const localize = useInquiryMessage();
  const createInquiry = useCreateInquiry();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<InquiryInput, unknown, InquiryBody>({
    resolver: zodResolver(inquirySchema),
    defaultValues: { message: initialMessage, mobileNumber: '' },
  });

  const close = () => {
    createInquiry.reset();
    onClose();
  };

  const onSubmit = handleSubmit((body) =>
    createInquiry.mutate(propertyId ? { ...body, propertyId } : body, {
      onSuccess: () => {
        toast.success(t('sent'));
        reset();
        close();
      },
    }),
  );

  const fieldError = (message: string | undefined) => (message ? localize(message) : undefined);

  return (
    <Dialog open={open} onClose={close} title={t('modal.title')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <p className="text-sm text-slate-600">
          {t(propertyId ? 'modal.introProperty' : 'modal.intro')}
        </p>
        {createInquiry.isError && (
          <FormErrors messages={refusalMessages(createInquiry.error, t('modal.failed'))} />
        )}
        <MessageField
          label={t('modal.message')}
          placeholder={t('modal.messagePlaceholder')}
          error={fieldError(errors.message?.message)}
          maxLength={LIMITS.inquiryMessageMaxLength}
          {...register('message')}
        />
        <TextField
          label={t('modal.mobile')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={15}
          placeholder={t('modal.mobilePlaceholder')}
          error={fieldError(errors.mobileNumber?.message)}
          {...register('mobileNumber')}
        />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={createInquiry.isPending}>
            {t('modal.cancel')}
          </Button>
          <Button type="submit" disabled={createInquiry.isPending}>
            {createInquiry.isPending ? t('modal.sending') : t('modal.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
