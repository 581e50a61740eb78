import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast/toast-store';
import { screenErrorMessage } from '@/lib/api-error';
import { groupAadhaar } from '@/lib/identity-format';

type RevealableAadhaarProps = {
  /** As every answer carries it: `XXXX XXXX 1234`. */
  masked: string;
  /** Asks the server for the full number; each ask is recorded in its audit. */
  reveal: () => Promise<{ aadhaar: string | null }>;
  /** Accessible names of the button, saying whose number (a list holds many). */
  showLabel: string;
  hideLabel: string;
};

// The full number is fetched on an explicit Show and forgotten on Hide, never kept in a cache:
// every reveal is one audited request (docs/identity-and-privacy.md).
export const RevealableAadhaar = ({
  masked,
  reveal,
  showLabel,
  hideLabel,
}: RevealableAadhaarProps) => {
  const { t } = useTranslation('common');
  const [full, setFull] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    if (full) {
      setFull(null);
      return;
    }
    setBusy(true);
    try {
      setFull((await reveal()).aadhaar);
    } catch (error) {
      toast.error({ message: screenErrorMessage(error, t('aadhaar.revealFailed')) });
    } finally {
      setBusy(false);
    }
  };

  const Icon = full ? EyeOff : Eye;

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="font-mono tracking-wider whitespace-nowrap" data-testid="aadhaar-number">
        {full ? groupAadhaar(full) : masked}
      </span>
      <button
        type="button"
        onClick={() => void toggle()}
        disabled={busy}
        aria-pressed={Boolean(full)}
        aria-label={full ? hideLabel : showLabel}
        className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
      >
        <Icon aria-hidden="true" className="size-4" />
        {full ? t('aadhaar.hide') : t('aadhaar.show')}
      </button>
    </span>
  );
};
