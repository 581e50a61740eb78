import { tcpExchange } from './tcp-exchange';

/** Resolves when Redis answers PING with PONG (not while it is still loading its data). */
export async function redisPing(port: number): Promise<void> {
  const reply = await tcpExchange(port, Buffer.from('*1\r\n$4\r\nPING\r\n'), (buf) =>
    buf.includes('\r\n'),
  );
  const line = reply.toString('utf8').trim();
  if (line !== '+PONG') throw new Error(`redis answered PING with ${line}`);
}
