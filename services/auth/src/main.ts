import { runServiceMain } from '@ghar/platform';
import { authService } from './build-service';

runServiceMain(authService);
