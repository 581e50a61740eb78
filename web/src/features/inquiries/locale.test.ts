import { CONFIRM_MESSAGES, SUCCESS_MESSAGES, VALIDATION_MESSAGES } from '@ghar/contracts/texts';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/inquiries.json';

describe('inquiries texts', () => {
  it('when the English texts are read, then the spec ones equal contracts', () => {
    expect(en.sent).toBe(SUCCESS_MESSAGES.inquirySent);
    expect(en.admin.deleted).toBe(SUCCESS_MESSAGES.inquiryDeleted);
    expect(en.admin.deletedTitle).toBe(SUCCESS_MESSAGES.inquiryDeletedTitle);
    expect(en.admin.confirmDelete).toBe(CONFIRM_MESSAGES.deleteInquiry);
    expect(en.validation).toEqual({
      inquiryMessageRequired: VALIDATION_MESSAGES.inquiryMessageRequired,
      inquiryMobileRequired: VALIDATION_MESSAGES.inquiryMobileRequired,
      inquiryMessageTooLong: VALIDATION_MESSAGES.inquiryMessageTooLong,
    });
  });

  it('when the modal is read in English, then its labels are the spec ones', () => {
    expect(en.modal).toMatchObject({
      message: 'Message',
      mobile: 'Mobile number',
      cancel: 'Cancel',
      submit: 'Send Inquiry',
    });
    expect(en.admin.columns).toEqual({
      user: 'User Details',
      message: 'Message',
      date: 'Date',
      actions: 'Actions',
    });
    expect(en.admin.empty).toBe('No inquiries yet');
  });
});
