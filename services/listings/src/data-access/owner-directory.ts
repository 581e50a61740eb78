import { Schema, type Connection, type Model } from 'mongoose';
import type { OwnerDirectory, OwnerRecord } from '../domain/ports';

interface OwnerDoc {
  _id: string;
  name: string;
  email: string;
  /** The newest event applied: an older one arriving late changes nothing. */
  eventAt: Date;
  deleted: boolean;
}

const ownerSchema = new Schema<OwnerDoc>(
  {
    _id: { type: String, required: true },
    name: { type: String, default: '' },
    email: { type: String, default: '' },
    eventAt: { type: Date, required: true },
    deleted: { type: Boolean, default: false },
  },
  { collection: 'owners', versionKey: false },
);

export function ownerModel(conn: Connection): Model<OwnerDoc> {
  return (
    (conn.models.Owner as Model<OwnerDoc> | undefined) ?? conn.model<OwnerDoc>('Owner', ownerSchema)
  );
}

/** The owners projection, fed by auth's user events. */
export function createOwnerDirectory(model: Model<OwnerDoc>): OwnerDirectory {
  const write = async (id: string, set: Partial<OwnerDoc>, occurredAt: Date) => {
    const known = await model.findById(id, { eventAt: 1 }).lean<Pick<OwnerDoc, 'eventAt'>>();
    if (known && known.eventAt > occurredAt) return false;
    await model.updateOne({ _id: id }, { $set: { ...set, eventAt: occurredAt } }, { upsert: true });
    return true;
  };
  return {
    async find(id) {
      const doc = await model.findOne({ _id: id, deleted: false }).lean<OwnerDoc>();
      return doc ? { id: doc._id, name: doc.name, email: doc.email } : null;
    },
    save: (owner: OwnerRecord, occurredAt) =>
      write(owner.id, { name: owner.name, email: owner.email, deleted: false }, occurredAt),
    async forget(id, occurredAt) {
      await write(id, { deleted: true }, occurredAt);
    },
    async withEmailDomain(domain) {
      const docs = await model.find({ deleted: false }).sort({ _id: 1 }).lean<OwnerDoc[]>();
      return docs
        .filter((doc) => doc.email.endsWith(`@${domain}`))
        .map((doc) => ({ id: doc._id, name: doc.name, email: doc.email }));
    },
  };
}
