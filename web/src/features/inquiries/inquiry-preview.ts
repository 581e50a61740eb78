import { LIMITS } from '@ghar/contracts';

// Part 2 §2 "Admin inquiries": the message is cut at 150 characters with an ellipsis, the id
// shows its first 8.
export const previewMessage = (message: string): string =>
  message.length > LIMITS.inquiryPreviewLength
    ? `${message.slice(0, LIMITS.inquiryPreviewLength)}...`
    : message;

export const shortId = (id: string): string => id.slice(0, LIMITS.idPreviewLength);
