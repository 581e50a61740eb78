import { describeServiceBaseline } from '@ghar/testing';
import { listingsService } from '../src/build-service';

describeServiceBaseline(listingsService);
