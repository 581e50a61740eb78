import type { UserContactRepository } from '../domain/ports';
import type { UserContact } from '../domain/user-notification';
import type { UserContactModel } from './user-contact-model';

/** Read and written by `_id` alone (the cheap path on FerretDB). */
export function userContactRepository(model: UserContactModel): UserContactRepository {
  return {
    async save({ userId, name, email, mobile, language }) {
      await model.replaceOne(
        { _id: userId },
        {
          _id: userId,
          name,
          email,
          ...(mobile ? { mobile } : {}),
          ...(language ? { language } : {}),
        },
        { upsert: true },
      );
    },

    async remove(userId) {
      await model.deleteOne({ _id: userId });
    },

    async findMany(userIds) {
      const docs = userIds.length > 0 ? await model.find({ _id: { $in: userIds } }).lean() : [];
      return new Map<string, UserContact>(
        docs.map((doc) => [
          doc._id,
          {
            userId: doc._id,
            name: doc.name,
            email: doc.email,
            ...(doc.mobile ? { mobile: doc.mobile } : {}),
            ...(doc.language ? { language: doc.language } : {}),
          },
        ]),
      );
    },
  };
}
