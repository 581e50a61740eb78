import { isDuplicateKeyError } from '@ghar/platform';
import type { Activity } from '../domain/activity';
import type { ActivityRepository } from '../domain/ports';
import type { ActivityDoc, ActivityModel } from './activity-model';

const toActivity = ({
  _id,
  eventId,
  type,
  actorId,
  summary,
  params,
  link,
  at,
}: ActivityDoc): Activity => ({
  id: _id.toString(),
  eventId,
  type,
  actorId: actorId ?? null,
  summary,
  params: params ?? {},
  link,
  at,
});

export function activityRepository(model: ActivityModel): ActivityRepository {
  return {
    async insertOnce(entry) {
      try {
        await model.create(entry);
        return true;
      } catch (error) {
        if (isDuplicateKeyError(error)) return false;
        throw error;
      }
    },
    async latest(limit) {
      const docs = await model.find().sort({ at: -1, _id: -1 }).limit(limit).lean<ActivityDoc[]>();
      return docs.map(toActivity);
    },
    async deleteBefore(cutoff) {
      return (await model.deleteMany({ at: { $lt: cutoff } })).deletedCount;
    },
  };
}
