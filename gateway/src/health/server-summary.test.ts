import { describe, expect, it } from 'vitest';
import { summariseServers } from './server-summary';

const up = { status: 'up' };
const down = { status: 'down' };

describe('summariseServers', () => {
  it('when every service reaches every server, then all are up', () => {
    const checks = { mongo: up, kafka: up, redis: up };
    expect(summariseServers([checks, checks], 'up')).toEqual({
      mongo: 'up',
      kafka: 'up',
      redis: 'up',
    });
  });

  it('when one service cannot reach Kafka, then Kafka is down even if another reached it', () => {
    expect(
      summariseServers(
        [
          { mongo: up, kafka: up },
          { mongo: up, kafka: down },
        ],
        'up',
      ),
    ).toMatchObject({ mongo: 'up', kafka: 'down' });
  });

  it('when no service answered, then the database and Kafka are unknown and Redis is the gateway’s view', () => {
    expect(summariseServers([undefined, undefined], 'down')).toEqual({
      mongo: 'unknown',
      kafka: 'unknown',
      redis: 'down',
    });
  });

  it('when a check has an unexpected shape, then it is not counted', () => {
    expect(summariseServers([{ mongo: { status: 'maybe' } }], 'up').mongo).toBe('unknown');
  });
});
