import type { EventData } from '@ghar/contracts/events';
import { describe, expect, it } from 'vitest';
import { recipientsOf, userNoticesFor } from './user-notification-templates';

const question: EventData<'InquiryReceived'> = {
  inquiryId: 'i-1',
  mobileNumber: '9876543210',
  messagePreview: 'Is parking included?',
  propertyId: 'p-1',
  propertyTitle: 'Lake View 2BHK',
  ownerId: 'u-owner',
};

describe('who hears a question about a listing (issue 27)', () => {
  it('when a visitor asks about a listing, then its owner hears it in their language with the message and mobile', () => {
    const [notice] = userNoticesFor('InquiryReceived', question, {}, () => 'hi');
    expect(notice).toMatchObject({
      recipientId: 'u-owner',
      type: 'LISTING',
      data: { propertyId: 'p-1', inquiryId: 'i-1' },
      title: 'आपकी लिस्टिंग के बारे में नया सवाल',
      message: '"Lake View 2BHK" के बारे में नया सवाल: "Is parking included?" मोबाइल: 9876543210।',
    });
    const [english] = userNoticesFor('InquiryReceived', { ...question, askedBy: 'u-asker' });
    expect(english?.message).toBe(
      'New question about "Lake View 2BHK": "Is parking included?" Mobile: 9876543210.',
    );
  });

  it('when the owner asks about their own listing, or an inquiry names no listing, then no user hears it', () => {
    expect(recipientsOf('InquiryReceived', { ...question, askedBy: 'u-owner' })).toEqual([]);
    const general = { inquiryId: 'i-2', mobileNumber: '9876543210', messagePreview: 'Hi' };
    expect(recipientsOf('InquiryReceived', general)).toEqual([]);
  });
});
