import { runServiceMain } from '@ghar/platform';
import { listingsService } from './build-service';

runServiceMain(listingsService);
