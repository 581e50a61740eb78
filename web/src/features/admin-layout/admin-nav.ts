import {
  Bell,
  Building2,
  CalendarCheck,
  Inbox,
  IndianRupee,
  Network,
  LayoutDashboard,
  MailWarning,
  PlugZap,
  Settings,
  UserCheck,
  Users,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { paths } from '@/config/paths';

// The admin sections, in menu order. A new section: add its key to AdminSectionKey, an entry
// below, and `nav.<key>` and `sections.<key>` to locales/{en,hi}/admin.json; the sidebar and
// the /admin landing page pick it up.
export type AdminSectionKey =
  | 'properties'
  | 'bookings'
  | 'users'
  | 'dealerRequests'
  | 'dealerTree'
  | 'notifications'
  | 'inquiries'
  | 'payments'
  | 'settings'
  | 'integrations'
  | 'deadLetters';
export type AdminNavKey = 'overview' | AdminSectionKey;

export type AdminNavItem<K extends AdminNavKey = AdminNavKey> = {
  key: K;
  to: string;
  icon: LucideIcon;
};

export const adminSectionItems: AdminNavItem<AdminSectionKey>[] = [
  { key: 'properties', to: paths.adminProperties.getHref(), icon: Building2 },
  { key: 'bookings', to: paths.adminBookings.getHref(), icon: CalendarCheck },
  { key: 'users', to: paths.adminUsers.getHref(), icon: Users },
  { key: 'dealerRequests', to: paths.adminDealerRequests.getHref(), icon: UserCheck },
  { key: 'dealerTree', to: paths.adminDealerTree.getHref(), icon: Network },
  { key: 'notifications', to: paths.adminNotifications.getHref(), icon: Bell },
  { key: 'inquiries', to: paths.adminInquiries.getHref(), icon: Inbox },
  { key: 'payments', to: paths.adminPayments.getHref(), icon: IndianRupee },
  { key: 'settings', to: paths.adminSettings.getHref(), icon: Settings },
  { key: 'integrations', to: paths.adminIntegrations.getHref(), icon: PlugZap },
  { key: 'deadLetters', to: paths.adminDeadLetters.getHref(), icon: MailWarning },
];

export const adminNavItems: AdminNavItem[] = [
  { key: 'overview', to: paths.admin.getHref(), icon: LayoutDashboard },
  ...adminSectionItems,
];
