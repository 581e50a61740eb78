import { addOutboxFields, type OutboxFields } from '@ghar/platform';
import { Schema, type Connection, type Model, type Types } from 'mongoose';

export interface InquiryDoc extends OutboxFields {
  _id: Types.ObjectId;
  message: string;
  mobileNumber: string;
  createdAt: Date;
  /** A question about a listing (issue 27): the listing, its title and owner, and the asker. */
  propertyId?: string;
  propertyTitle?: string;
  ownerId?: string;
  askedBy?: string;
}

const inquirySchema = new Schema<InquiryDoc>(
  {
    message: { type: String, required: true },
    mobileNumber: { type: String, required: true },
    createdAt: { type: Date, required: true, default: () => new Date() },
    propertyId: String,
    propertyTitle: String,
    ownerId: String,
    askedBy: String,
  },
  { collection: 'inquiries', versionKey: false },
);
// InquiryReceived is stored in the inquiry's own document and relayed from there (outbox).
addOutboxFields(inquirySchema);
// The admin's inquiries, a page at a time, newest first with ties by id (issue 24).
inquirySchema.index({ createdAt: -1, _id: -1 });
// The owner's questions (the leads inbox and its count), newest first with a stable order.
inquirySchema.index({ ownerId: 1, createdAt: -1, _id: -1 });

export type InquiryModel = Model<InquiryDoc>;

export function inquiryModel(conn: Connection): InquiryModel {
  return (
    (conn.models.Inquiry as InquiryModel | undefined) ??
    conn.model<InquiryDoc>('Inquiry', inquirySchema)
  );
}
