import { Schema, type Connection, type Model } from 'mongoose';
import type { DealerCodes } from '../domain/ports';

interface DealerCodeDoc {
  _id: string;
  approvedAt: Date;
}

const schema = new Schema<DealerCodeDoc>(
  { _id: { type: String, required: true }, approvedAt: { type: Date, required: true } },
  { collection: 'dealer_codes', versionKey: false },
);

export function dealerCodeModel(conn: Connection): Model<DealerCodeDoc> {
  return (
    (conn.models.DealerCode as Model<DealerCodeDoc> | undefined) ??
    conn.model<DealerCodeDoc>('DealerCode', schema)
  );
}

/** Approved dealers' referral codes from dealers.events (DealerApproved); stored upper-case. */
export function createDealerCodes(conn: Connection): DealerCodes {
  const model = dealerCodeModel(conn);
  const key = (code: string) => code.trim().toUpperCase();
  return {
    isApproved: async (code) => (await model.exists({ _id: key(code) })) !== null,
    async approve(code) {
      await model.updateOne(
        { _id: key(code) },
        { $setOnInsert: { approvedAt: new Date() } },
        { upsert: true },
      );
    },
  };
}
