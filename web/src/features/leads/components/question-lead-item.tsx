import type { QuestionLead } from '@ghar/contracts/http';
import { MessageCircle, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatIndiaDate } from '@/lib/india-date';

// One question about the owner's listing, with the mobile number the asker chose to share.
export const QuestionLeadItem = ({ question }: { question: QuestionLead }) => {
  const { t, i18n } = useTranslation('leads');
  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-question-id={question.id}
    >
      <div className="min-w-0">
        <Link
          to={paths.property.getHref(question.propertyId)}
          className="font-semibold break-words text-slate-900 hover:text-brand-700"
        >
          {question.propertyTitle}
        </Link>
        <p className="text-xs text-slate-500">
          {t('questions.askedOn', {
            date: formatIndiaDate(question.createdAt, i18n.language, 'medium'),
          })}
        </p>
      </div>
      <p className="mt-2 text-sm whitespace-pre-line break-words text-slate-800">
        {question.message}
      </p>
      <div className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <a
          href={`tel:+91${question.mobileNumber}`}
          className="inline-flex items-center gap-1 font-semibold text-brand-700"
        >
          <Phone aria-hidden="true" className="size-4" />
          {t('questions.call', { mobile: question.mobileNumber })}
        </a>
        <a
          href={`https://wa.me/91${question.mobileNumber}`}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-semibold text-brand-700"
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {t('questions.whatsapp')}
        </a>
      </div>
    </li>
  );
};
