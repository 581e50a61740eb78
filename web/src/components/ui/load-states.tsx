import { Button } from '@/components/ui/button';
import { FormErrors } from '@/components/ui/form-errors';
import { Spinner } from '@/components/ui/spinner';
import { screenErrorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';

// A list screen's first load: the spinner, centred in the room the list will take.
export const LoadingBlock = ({ label, className }: { label: string; className: string }) => (
  <div className={cn('flex items-center justify-center', className)}>
    <Spinner label={label} />
  </div>
);

type LoadFailedProps = {
  error: unknown;
  // Said when the error carries no message of its own.
  fallback: string;
  retryLabel: string;
  onRetry: () => void;
  className?: string;
};

// A list that could not be read: why, and a button to read it again.
export const LoadFailed = ({
  error,
  fallback,
  retryLabel,
  onRetry,
  className,
}: LoadFailedProps) => (
  <div className={cn('max-w-xl space-y-3', className)}>
    <FormErrors messages={[screenErrorMessage(error, fallback)]} />
    <Button variant="outline" onClick={onRetry}>
      {retryLabel}
    </Button>
  </div>
);
