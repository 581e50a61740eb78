// Where a click on an admin notification leads is decided once, in contracts, because the
// notification service links its WhatsApp / Telegram / e-mail messages to the same place. The
// test beside this file checks those paths against this app's routes and toasts.
export {
  notificationTarget,
  type NotificationDestination,
  type NotificationTarget,
} from '@ghar/contracts/constants';
