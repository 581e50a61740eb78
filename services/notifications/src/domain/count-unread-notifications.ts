/** The admin badge's number, also sent on every live stream (the bell and the sidebar). */
export async function countUnreadNotifications(deps: {
  notifications: { countUnread(): Promise<number> };
}): Promise<{ count: number }> {
  return { count: await deps.notifications.countUnread() };
}
