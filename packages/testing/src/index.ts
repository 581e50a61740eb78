import './provided-context';

export { getTestInfra, type InfraSource, type TestInfra } from './test-infra';
export { processId, startService, stopService, STACK_CONTROL_ENV } from './stack-control';
export { uniqueName } from './unique-name';
export {
  requestedTiles,
  startFakeTileServer,
  TILE_SERVER_ENV,
  type FakeTileServer,
} from './fake-tile-server';
export {
  fakeMessagesOfStack,
  MESSAGING_FAKE_ENV,
  startFakeMessaging,
  type FakeMessages,
  type FakeMessaging,
  type SmsSent,
  type WhatsAppSent,
} from './fake-messaging';
export { waitFor, WaitForTimeoutError, type WaitForOptions } from './wait-for';
export { openEventStream, type ServerSentEvent } from './sse-client';
export { BROWSER_WS_ENV, chromiumLaunchOptions, CHROMIUM_PATH } from './chromium';
export { freePort } from '@ghar/local-infra';
export * from './service-harness/index';
export { minimalPdf, multipartForm, rentFlatFields, type FormFile } from './fixtures/listing-form';
export { photoJpeg } from './fixtures/photo';
export {
  analyzeQueries,
  describeQuery,
  MAX_UNKEYED_LIMIT,
  type QueryRule,
  type QueryVerdict,
} from './query-audit/analyze-queries';
export { readQueryRecords } from './query-audit/query-audit-check';
