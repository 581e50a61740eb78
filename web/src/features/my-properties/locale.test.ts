import { CONFIRM_MESSAGES, ERROR_MESSAGES, SUCCESS_MESSAGES } from '@ghar/contracts/texts';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/my-properties.json';

describe('my properties texts', () => {
  it('when the English texts are read, then the spec ones equal contracts', () => {
    expect(en.delete.confirmDashboard).toBe(CONFIRM_MESSAGES.deleteProperty);
    expect(en.delete.confirm).toBe(CONFIRM_MESSAGES.deletePropertyPermanently);
    expect(en.delete.deleted).toBe(SUCCESS_MESSAGES.propertyDeleted);
    expect(en.delete.failed).toBe(ERROR_MESSAGES.deletePropertyFailed);
    expect(en.refreshed).toBe(SUCCESS_MESSAGES.propertiesRefreshed);
    expect(en.failed).toEqual({
      fetch: ERROR_MESSAGES.fetchPropertiesFailed,
      load: ERROR_MESSAGES.loadPropertiesFailed,
      refresh: ERROR_MESSAGES.refreshPropertiesListFailed,
    });
  });

  it('when the screen is read in English, then its labels are the spec ones', () => {
    expect(en).toMatchObject({
      title: 'My Properties',
      addNew: 'Add New Property',
      listFirst: 'List Your First Property',
      browse: 'Browse Properties',
      status: { ALL: 'All', FREE: 'Available', BOOKED: 'Booked', SOLD: 'Sold' },
      card: { viewDetails: 'View Details', edit: 'Edit', delete: 'Delete' },
      freshness: { ask: 'Is this still available?', hidden: 'Hidden from search' },
      dashboard: { becomeDealer: { title: 'Become a Dealer' } },
    });
  });
});
