import { notificationModel } from '../../src/data-access/notification-model';
import type { Deliveries } from '../../src/domain/channels';
import type { NotificationsService } from './notifications-service';

/** Reads stored notifications, with their deliveries, straight from the service's database. */
export function storedNotifications(service: NotificationsService) {
  const model = notificationModel(service.infra.conn);
  return {
    model,
    bySource: (sourceEventId: string) => model.find({ sourceEventId }).lean(),
    async oneBySource(sourceEventId: string) {
      const doc = await model.findOne({ sourceEventId }).lean();
      if (!doc) return null;
      const deliveries: Deliveries = await service.built.deliveries.of(doc._id.toString());
      return { ...doc, id: doc._id.toString(), deliveries };
    },
  };
}
