import { tcpExchange } from './tcp-exchange';

const METADATA_API_KEY = 3;
const METADATA_VERSION = 1;
const CLIENT_ID = 'ghar-probe';

/** A Metadata v1 request for no topics: the reply still lists the brokers and the controller. */
export function metadataRequest(correlationId = 1): Buffer {
  const clientId = Buffer.from(CLIENT_ID, 'utf8');
  const body = Buffer.alloc(2 + 2 + 4 + 2 + clientId.length + 4);
  let at = body.writeInt16BE(METADATA_API_KEY, 0);
  at = body.writeInt16BE(METADATA_VERSION, at);
  at = body.writeInt32BE(correlationId, at);
  at = body.writeInt16BE(clientId.length, at);
  at += clientId.copy(body, at);
  body.writeInt32BE(0, at);
  const size = Buffer.alloc(4);
  size.writeInt32BE(body.length);
  return Buffer.concat([size, body]);
}

export interface KafkaMetadata {
  brokers: number;
  controllerId: number;
}

export function parseMetadataReply(reply: Buffer): KafkaMetadata {
  let at = 4 + 4; // size, correlation id
  const brokers = reply.readInt32BE(at);
  at += 4;
  for (let i = 0; i < brokers; i += 1) {
    at += 4; // node id
    at += 2 + reply.readInt16BE(at); // host
    at += 4; // port
    const rack = reply.readInt16BE(at);
    at += 2 + Math.max(rack, 0);
  }
  return { brokers, controllerId: reply.readInt32BE(at) };
}

/**
 * Resolves when the broker answers a metadata request listing itself and a controller: only then
 * can clients create topics and produce. The port alone opens before that.
 */
export async function kafkaReady(port: number): Promise<void> {
  const reply = await tcpExchange(
    port,
    metadataRequest(),
    (buf) => buf.length >= 4 && buf.length >= 4 + buf.readInt32BE(0),
  );
  const { brokers, controllerId } = parseMetadataReply(reply);
  if (brokers < 1 || controllerId < 0) {
    throw new Error(`kafka metadata lists ${brokers} broker(s), controller ${controllerId}`);
  }
}
