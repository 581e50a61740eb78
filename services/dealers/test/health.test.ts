import { describeServiceBaseline } from '@ghar/testing';
import { dealersService } from '../src/build-service';

describeServiceBaseline(dealersService);
