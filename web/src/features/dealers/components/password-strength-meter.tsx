import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { passwordStrength, STRENGTH_BARS } from '../utils/password-strength';

const LIT: Record<string, string> = {
  weak: 'bg-red-500',
  fair: 'bg-amber-500',
  good: 'bg-lime-500',
  strong: 'bg-green-600',
};

// Five bars, one per password rule met (part 1 §2 Dealer signup).
export const PasswordStrengthMeter = ({ password }: { password: string }) => {
  const { t } = useTranslation('dealers');
  const { bars, level } = passwordStrength(password);
  const label = `${t('strength.label')}: ${t(`strength.levels.${level}`)}`;
  return (
    <div className="mt-2" data-testid="password-strength" data-bars={bars}>
      <div
        role="meter"
        aria-label={t('strength.label')}
        aria-valuemin={0}
        aria-valuemax={STRENGTH_BARS}
        aria-valuenow={bars}
        aria-valuetext={t(`strength.levels.${level}`)}
        className="flex gap-1"
      >
        {Array.from({ length: STRENGTH_BARS }, (_, index) => (
          <span
            key={index}
            className={cn('h-1.5 flex-1 rounded-full', index < bars ? LIT[level] : 'bg-slate-200')}
          />
        ))}
      </div>
      <p className="mt-1 text-xs text-slate-600">{label}</p>
    </div>
  );
};
