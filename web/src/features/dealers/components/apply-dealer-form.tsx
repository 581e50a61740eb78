import { applyDealerSchema, type ApplyDealerBody } from '@ghar/contracts/http';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormErrors } from '@/components/ui/form-errors';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast/toast-store';
import { paths } from '@/config/paths';
import { authStore } from '@/lib/auth/auth-store';
import { refusalMessages } from '@/lib/form-errors';
import { useApplyDealer } from '../api/apply-dealer';
import { ReferralSponsorHint } from './referral-sponsor-hint';

type ApplyDealerInput = { referralCode?: string };

// POST /auth/apply-dealer with an optional sponsor code; PENDING keeps the button disabled.
export const ApplyDealerForm = ({ pending }: { pending: boolean }) => {
  const { t } = useTranslation('dealers');
  const navigate = useNavigate();
  const apply = useApplyDealer();
  const { register, handleSubmit, watch } = useForm<ApplyDealerInput, unknown, ApplyDealerBody>({
    resolver: zodResolver(applyDealerSchema),
    defaultValues: { referralCode: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const application = await apply.mutateAsync(body);
      // The account learns of the application through an event; until the next session check
      // the header must already stop offering Join Us.
      const { user } = authStore.getSnapshot();
      if (user) {
        authStore.signIn({
          ...user,
          dealer: { referralCode: application.referralCode, status: application.status },
        });
      }
      toast.success(t('apply.success'));
      await navigate(paths.dashboard.getHref());
    } catch {
      // The refusal is shown from the mutation's error below.
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {apply.isError && <FormErrors messages={refusalMessages(apply.error, t('apply.failed'))} />}
      {!pending && (
        <div>
          <TextField
            label={t('apply.sponsorCode')}
            autoComplete="off"
            autoCapitalize="characters"
            hint={t('apply.sponsorHint')}
            {...register('referralCode')}
          />
          <ReferralSponsorHint code={watch('referralCode') ?? ''} />
        </div>
      )}
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto"
        disabled={pending || apply.isPending}
      >
        {pending
          ? t('apply.pendingButton')
          : apply.isPending
            ? t('apply.submitting')
            : t('apply.submit')}
      </Button>
    </form>
  );
};
