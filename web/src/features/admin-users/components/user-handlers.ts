import type { AdminUser } from '../api/admin-user';

// What a row or card can ask the page to do for its user.
export type UserHandlers = {
  onEdit: (user: AdminUser) => void;
  onCancelEdit: () => void;
  onPassword: (user: AdminUser) => void;
  onAadhaar: (user: AdminUser) => void;
  onToggleBlock: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
};
