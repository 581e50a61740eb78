import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { aadhaarText } from '../utils/profile-view';

// Masked by default on a screen others may see; the owner can reveal it.
export const AadhaarNumber = ({ aadhaar }: { aadhaar: string }) => {
  const { t } = useTranslation('profile');
  const [revealed, setRevealed] = useState(false);
  const Icon = revealed ? EyeOff : Eye;
  return (
    <span className="inline-flex items-center gap-2">
      <span className="font-mono tracking-wider" data-testid="aadhaar-number">
        {aadhaarText(aadhaar, revealed)}
      </span>
      <button
        type="button"
        onClick={() => setRevealed((value) => !value)}
        aria-pressed={revealed}
        aria-label={revealed ? t('details.hideAadhaar') : t('details.showAadhaar')}
        className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
      >
        <Icon aria-hidden="true" className="size-4" />
      </button>
    </span>
  );
};
