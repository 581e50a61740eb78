import { notificationModel } from '../../src/data-access/notification-model';
import type { Deliveries } from '../../src/domain/channels';
import type { TestService } from './start-service';

/** Reads stored notifications, with their deliveries, straight from the service's database. */
export function storedNotifications(service: TestService) {
  const model = notificationModel(service.infra.conn);
  return {
    model,
    bySource: (sourceEventId: string) => model.find({ sourceEventId }).lean(),
    async oneBySource(sourceEventId: string) {
      const doc = await model.findOne({ sourceEventId }).lean();
      if (!doc) return null;
      const deliveries: Deliveries = await service.deliveries.of(doc._id.toString());
      return { ...doc, id: doc._id.toString(), deliveries };
    },
  };
}
