import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { cappedTotal } from '@ghar/platform';
import type { AadhaarReveal, AadhaarRevealLog } from '../domain/ports';

interface RevealDoc {
  _id: Types.ObjectId;
  subjectId: string;
  actorId: string;
  actorRole: AadhaarReveal['actorRole'];
  at: Date;
  requestId?: string;
}

const revealSchema = new Schema<RevealDoc>(
  {
    subjectId: { type: String, required: true },
    actorId: { type: String, required: true },
    actorRole: { type: String, required: true },
    at: { type: Date, required: true },
    requestId: { type: String },
  },
  { collection: 'aadhaar_reveals', versionKey: false },
);
// The admin reads the newest first (ties by id), for everyone or for one user.
revealSchema.index({ at: -1, _id: -1 });
revealSchema.index({ subjectId: 1, at: -1, _id: -1 });

/** Every reveal of a full Aadhaar number, kept for admins to read (append only). */
export function createAadhaarRevealLog(conn: Connection): AadhaarRevealLog {
  const model =
    (conn.models.AadhaarReveal as Model<RevealDoc> | undefined) ??
    conn.model<RevealDoc>('AadhaarReveal', revealSchema);
  return {
    async record(reveal) {
      await model.create(reveal);
    },
    async page({ subjectId, page, limit }) {
      const filter = subjectId ? { subjectId } : {};
      const skip = (page - 1) * limit;
      const [docs, total] = await Promise.all([
        model.find(filter).sort({ at: -1, _id: -1 }).skip(skip).limit(limit).lean<RevealDoc[]>(),
        // The log only grows: its total is counted at most 100 past this page (`capped`).
        cappedTotal(model, filter, skip),
      ]);
      return {
        ...total,
        reveals: docs.map((doc) => ({
          id: doc._id.toHexString(),
          subjectId: doc.subjectId,
          actorId: doc.actorId,
          actorRole: doc.actorRole,
          at: doc.at,
          requestId: doc.requestId,
        })),
      };
    },
  };
}
