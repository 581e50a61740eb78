import { describe, expect, it } from 'vitest';
import { kafkaServerProperties, newClusterId } from './kafka';
import { ferretdbArgs } from './mongo';
import { redisArgs } from './redis';

describe('kafka server properties', () => {
  it('when rendered, then both listeners are on loopback and topics are never auto-created', () => {
    const text = kafkaServerProperties({ port: 19092, controllerPort: 19093, logDir: '/d/kafka' });
    expect(text).toContain('listeners=PLAINTEXT://127.0.0.1:19092,CONTROLLER://127.0.0.1:19093\n');
    expect(text).toContain('advertised.listeners=PLAINTEXT://127.0.0.1:19092\n');
    expect(text).toContain('controller.quorum.voters=1@127.0.0.1:19093\n');
    expect(text).toContain('log.dirs=/d/kafka\n');
    expect(text).toContain('auto.create.topics.enable=false\n');
  });

  it('when a cluster id is made, then it is 22 URL-safe characters not starting with "-"', () => {
    for (let i = 0; i < 200; i += 1) {
      expect(newClusterId()).toMatch(/^[A-Za-z0-9_][A-Za-z0-9_-]{21}$/);
    }
  });
});

describe('redis arguments', () => {
  it('when persistent, then it keeps an append-only file and never evicts', () => {
    const args = redisArgs({ port: 6380, dataDir: '/d/redis', persistent: true });
    expect(args.join(' ')).toContain('--bind 127.0.0.1 --port 6380 --dir /d/redis');
    expect(args.join(' ')).toContain('--maxmemory-policy noeviction');
    expect(args.join(' ')).toContain('--appendonly yes');
  });

  it('when ephemeral, then nothing is saved to disk', () => {
    const args = redisArgs({ port: 6380, dataDir: '/d/redis', persistent: false });
    expect(args.slice(-4)).toEqual(['--appendonly', 'no', '--save', '']);
  });
});

describe('ferretdb arguments', () => {
  it('when rendered, then the SQLite URL ends in "/" and it listens on a loopback port the gate fills in', () => {
    const args = ferretdbArgs({ dataDir: '/d/mongo' });
    expect(args).toContain('--sqlite-url=file:/d/mongo/');
    expect(args).toContain('--listen-addr=127.0.0.1:{port}');
    expect(args).toContain('--telemetry=disable');
  });
});
