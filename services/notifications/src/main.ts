import { runServiceMain } from '@ghar/platform';
import { notificationsService } from './build-service';

runServiceMain(notificationsService);
