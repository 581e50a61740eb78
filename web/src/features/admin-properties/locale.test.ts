import { CONFIRM_MESSAGES, ERROR_MESSAGES, SUCCESS_MESSAGES } from '@ghar/contracts/texts';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/admin-properties.json';

describe('admin properties texts', () => {
  it('when the English texts are read, then the spec ones equal contracts', () => {
    expect(en.title).toBe('Manage Properties');
    expect(en.delete.confirm).toBe(CONFIRM_MESSAGES.deletePropertyPermanently);
    expect(en.toast).toEqual({
      updated: SUCCESS_MESSAGES.propertyUpdated,
      deleted: SUCCESS_MESSAGES.propertyDeleted,
    });
    expect(en.failed).toEqual({
      load: ERROR_MESSAGES.loadPropertiesFailed,
      delete: ERROR_MESSAGES.deletePropertyFailed,
      status: ERROR_MESSAGES.updatePropertyStatusFailed,
      update: ERROR_MESSAGES.updatePropertyFailed,
    });
    expect(en.edit).toMatchObject({
      title: 'Edit Property',
      submit: 'Update Property',
      submitting: 'Updating...',
    });
  });
});
