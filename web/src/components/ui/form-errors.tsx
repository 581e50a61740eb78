import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useLocalizeMessage } from '@/lib/localize-message';

// `heading` replaces the list's title where a screen's own wording differs (dealer signup ends
// it with a colon).
type FormErrorsProps = { messages: readonly string[]; className?: string; heading?: string };

// One message reads as it is; several show together under 'Please fix the following issues'.
export const FormErrors = ({ messages, className, heading }: FormErrorsProps) => {
  const { t } = useTranslation('forms');
  const localize = useLocalizeMessage();
  const unique = [...new Set(messages)];
  if (unique.length === 0) return null;
  return (
    <div
      role="alert"
      className={cn(
        'flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600" />
      {unique.length === 1 ? (
        <p>{localize(unique[0] ?? '')}</p>
      ) : (
        <div>
          <p className="font-semibold">{heading ?? t('fixIssues')}</p>
          <ul className="mt-1 list-disc space-y-0.5 ps-5">
            {unique.map((message) => (
              <li key={message}>{localize(message)}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
};
