import type { ChannelPreferencesRepository } from '../domain/ports';
import type { ChannelPreferencesModel } from './channel-preferences-model';

export function channelPreferencesRepository(
  model: ChannelPreferencesModel,
): ChannelPreferencesRepository {
  return {
    async of(userId) {
      const doc = await model.findOne({ _id: userId }).lean();
      return doc ? doc.preferences : null;
    },

    async save(userId, preferences, now) {
      await model.replaceOne(
        { _id: userId },
        { _id: userId, preferences, updatedAt: now },
        { upsert: true },
      );
    },
  };
}
