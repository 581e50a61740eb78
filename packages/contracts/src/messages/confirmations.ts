/** Confirmation prompts of part 1 §5 and part 2 §5, exact. */
export const CONFIRM_MESSAGES = {
  /** Dashboard. */
  deleteProperty: 'Are you sure you want to delete this property?',
  /** My Properties and admin properties. */
  deletePropertyPermanently:
    'Are you sure you want to delete this property? This action cannot be undone.',
  deleteInquiry: 'Are you sure you want to delete this inquiry? This action cannot be undone.',
  cleanupNotifications: 'This will delete all read notifications older than 30 days. Continue?',
} as const;
