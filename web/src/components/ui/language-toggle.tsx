import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { languages } from '@/lib/i18n';
import type { Language } from '@/lib/i18n';

type LanguageToggleProps = {
  label: string;
  value: Language;
  onChange: (language: Language) => void;
  tone?: 'light' | 'dark';
  className?: string;
};

// English / हिन्दी, each name written in its own script so that either reader finds it.
export const LanguageToggle = ({
  label,
  value,
  onChange,
  tone = 'light',
  className,
}: LanguageToggleProps) => {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={label}
      className={cn(
        'inline-flex rounded-lg p-0.5 text-sm',
        tone === 'light' ? 'border border-slate-200 bg-slate-50' : 'bg-white/15',
        className,
      )}
    >
      {languages.map((language) => {
        const pressed = value === language;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={pressed}
            onClick={() => onChange(language)}
            className={cn(
              'rounded-md px-3 py-1.5 font-medium transition-colors',
              pressed && tone === 'light' && 'bg-white text-brand-800 shadow-sm',
              pressed && tone === 'dark' && 'bg-white text-brand-900',
              !pressed && tone === 'light' && 'text-slate-600 hover:text-slate-900',
              !pressed && tone === 'dark' && 'text-white/90 hover:text-white',
            )}
          >
            {t(`language.${language}`)}
          </button>
        );
      })}
    </div>
  );
};
