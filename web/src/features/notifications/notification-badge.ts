import { LIMITS } from '@ghar/contracts/constants';

// Part 2 §9: the unread badge caps at 99+; no badge at all when nothing is unread.
export const badgeText = (count: number): string | null => {
  if (count <= 0) return null;
  return count > LIMITS.badgeCap ? `${LIMITS.badgeCap}+` : String(count);
};
