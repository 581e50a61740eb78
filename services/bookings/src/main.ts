import { runServiceMain } from '@ghar/platform';
import { bookingsService } from './build-service';

runServiceMain(bookingsService);
