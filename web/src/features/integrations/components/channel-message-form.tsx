import { LIMITS } from '@ghar/contracts/constants';
import { manualMessageSchema } from '@ghar/contracts/http';
import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, CircleCheck, Send } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useLocalizeMessage } from '@/lib/localize-message';
import type { SendOutcome } from '../send-outcome';

// The service's own rules for the message (required, at most what the chat apps take).
const messageSchema = manualMessageSchema.pick({ message: true });
type MessageValues = z.infer<typeof messageSchema>;

export type SendAction = { key: string; label: string; primary?: boolean };

type ChannelMessageFormProps = {
  actions: SendAction[];
  busy: boolean;
  outcome: SendOutcome | null;
  onSend: (message: string, action: string) => void;
};

// A message box with one button per kind of send, and the last send's outcome below it.
export const ChannelMessageForm = ({ actions, busy, outcome, onSend }: ChannelMessageFormProps) => {
  const { t } = useTranslation('integrations');
  const localize = useLocalizeMessage();
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<MessageValues>({
    resolver: zodResolver(messageSchema),
    defaultValues: { message: '' },
  });
  const error = errors.message?.message;
  const errorText =
    error === ERROR_MESSAGES.messageRequired
      ? t('form.required')
      : error === ERROR_MESSAGES.messageTooLong
        ? t('form.tooLong')
        : error;

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} className="space-y-3">
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
          {t('form.message')}
        </label>
        <textarea
          id={id}
          rows={3}
          placeholder={t('form.placeholder')}
          maxLength={LIMITS.manualMessageMaxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cn(
            'block w-full resize-y rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600',
            error ? 'border-red-500' : 'border-slate-300',
          )}
          {...register('message')}
        />
        {errorText && (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
            {errorText}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button
            key={action.key}
            type="submit"
            size="sm"
            variant={action.primary ? 'primary' : 'outline'}
            disabled={busy}
            onClick={handleSubmit(({ message }) => onSend(message, action.key))}
          >
            <Send aria-hidden="true" className="size-4" />
            {busy ? t('form.sending') : action.label}
          </Button>
        ))}
      </div>
      {outcome && (
        <div
          role={outcome.ok ? 'status' : 'alert'}
          className={cn(
            'flex gap-2 rounded-lg border p-3 text-sm',
            outcome.ok
              ? 'border-emerald-200 bg-emerald-50 text-emerald-900'
              : 'border-red-200 bg-red-50 text-red-800',
          )}
        >
          {outcome.ok ? (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          ) : (
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          )}
          <div className="min-w-0 break-words">
            <p className="font-medium">{localize(outcome.message)}</p>
            {outcome.detail && <p className="mt-0.5 opacity-80">{outcome.detail}</p>}
          </div>
        </div>
      )}
    </form>
  );
};
