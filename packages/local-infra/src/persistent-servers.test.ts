import { describe, expect, it } from 'vitest';
import { defaultPorts } from './persistent-servers';

describe('defaultPorts', () => {
  it('when env is empty, then the ports of docs/architecture.md are used', () => {
    expect(defaultPorts({})).toEqual({
      mongo: 27017,
      kafka: 9092,
      kafkaController: 9093,
      redis: 6379,
    });
  });

  it('when KAFKA_PORT is set, then the controller port follows it unless set too', () => {
    expect(defaultPorts({ KAFKA_PORT: '19092' }).kafkaController).toBe(19093);
    expect(
      defaultPorts({ KAFKA_PORT: '19092', KAFKA_CONTROLLER_PORT: '29093' }).kafkaController,
    ).toBe(29093);
  });

  it('when a port is not a number, then the error names the variable', () => {
    expect(() => defaultPorts({ REDIS_PORT: 'six' })).toThrow(
      'REDIS_PORT must be a port number, got "six"',
    );
  });
});
