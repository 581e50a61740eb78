import { LIMITS } from '@ghar/contracts/constants';

// Part 2 §2 "Admin inquiries": the message is cut at 150 characters with an ellipsis, the id
// shows 8 characters.
export const previewMessage = (message: string): string =>
  message.length > LIMITS.inquiryPreviewLength
    ? `${message.slice(0, LIMITS.inquiryPreviewLength)}...`
    : message;

// The last 8, not the first: an ObjectId starts with its creation second, so inquiries sent
// together would all show the same first 8; the end (counter) differs between them.
export const shortId = (id: string): string => id.slice(-LIMITS.idPreviewLength);
