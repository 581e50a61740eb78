import { LeadsHeaderLink } from '@/features/leads/components/leads-header-link';
import { MyNotificationBell } from '@/features/notifications/mine/components/my-notification-bell';

// What a signed-in user (not an admin, who keeps the admin bell) has beside the menu: the leads
// inbox with its count and their own bell. One chunk, loaded once the session is known.
export const SignedInHeaderActions = () => (
  <>
    <LeadsHeaderLink />
    <MyNotificationBell />
  </>
);
