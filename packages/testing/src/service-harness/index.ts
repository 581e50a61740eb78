export {
  testIdentities,
  testIdentity,
  uniqueEmail,
  uniqueIp,
  type TestIdentities,
} from './identities';
export { formWith, signedCall, type CallOptions, type CallResult } from './signed-call';
export {
  startTestService,
  TEST_SIGNING_SECRET,
  type TestService,
  type TestServiceOptions,
} from './start-test-service';
export { topicReader } from './topic-reader';
export { describeServiceBaseline } from './baseline-tests';
