import { describeServiceBaseline } from '@ghar/testing';
import { bookingsService } from '../src/build-service';

describeServiceBaseline(bookingsService);
