import type { Locator, Page } from 'playwright-core';

/**
 * On a wide screen the full filter sidebar stays behind "More filters" (closed on load; issue 26
 * item 1): presses it (its name ends with the active-filter count) and returns the sidebar.
 */
export const openMoreFilters = async (
  page: Page,
  { button = 'More filters', title = 'Filters' } = {},
): Promise<Locator> => {
  await page.getByRole('button', { name: new RegExp(`^${button}`) }).click();
  const sidebar = page.getByRole('complementary', { name: title });
  await sidebar.waitFor();
  return sidebar;
};
