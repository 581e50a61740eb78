import { runServiceMain } from '@ghar/platform';
import { dealersService } from './build-service';

runServiceMain(dealersService);
