import {
  BadgeCheck,
  BadgeIndianRupee,
  Bell,
  Building2,
  CalendarCheck,
  Handshake,
  MessageSquareText,
  PencilLine,
  ShieldAlert,
  TriangleAlert,
  UserPlus,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

const icons: Record<string, { Icon: LucideIcon; tone: string }> = {
  PROPERTY_ADDED: { Icon: Building2, tone: 'bg-brand-50 text-brand-700' },
  PROPERTY_UPDATED: { Icon: PencilLine, tone: 'bg-sky-50 text-sky-700' },
  USER_SIGNUP: { Icon: UserPlus, tone: 'bg-violet-50 text-violet-700' },
  BOOKING_CREATED: { Icon: CalendarCheck, tone: 'bg-amber-50 text-amber-700' },
  DEALER_REQUEST: { Icon: Handshake, tone: 'bg-indigo-50 text-indigo-700' },
  INQUIRY_RECEIVED: { Icon: MessageSquareText, tone: 'bg-teal-50 text-teal-700' },
  PAYMENT_RECEIVED: { Icon: BadgeIndianRupee, tone: 'bg-emerald-50 text-emerald-700' },
  SYSTEM_ALERT: { Icon: TriangleAlert, tone: 'bg-red-50 text-red-700' },
  // A signed-in user's own notifications (issue 27).
  BOOKING: { Icon: CalendarCheck, tone: 'bg-amber-50 text-amber-700' },
  LISTING: { Icon: Building2, tone: 'bg-brand-50 text-brand-700' },
  DEALER: { Icon: Handshake, tone: 'bg-indigo-50 text-indigo-700' },
  SECURITY: { Icon: ShieldAlert, tone: 'bg-red-50 text-red-700' },
};
const fallback = { Icon: Bell, tone: 'bg-slate-100 text-slate-600' };
// Good news (an approval, a commission) has its own green look, whatever its type.
const goodNews = { Icon: BadgeCheck, tone: 'bg-green-100 text-green-700' };

type NotificationTypeIconProps = { type: string; good?: boolean; className?: string };

export const NotificationTypeIcon = ({ type, good, className }: NotificationTypeIconProps) => {
  const { Icon, tone } = good ? goodNews : (icons[type] ?? fallback);
  return (
    <span
      aria-hidden="true"
      data-tone={good ? 'good' : undefined}
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-full',
        tone,
        className,
      )}
    >
      <Icon className="size-5" />
    </span>
  );
};
