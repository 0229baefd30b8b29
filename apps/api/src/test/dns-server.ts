// A real authoritative DNS server on loopback that tests point a resolver at: no stubbed lookup.
// It answers on UDP, and on TCP at the same port for answers too large for a UDP datagram (a
// resolver retries a truncated UDP answer over TCP, as it would with a real server).
import { createSocket, type Socket } from 'node:dgram';
import { createServer, type Server, type Socket as NetSocket } from 'node:net';
import dnsPacket from 'dns-packet';

/** Bytes in one TXT character-string: its length is one byte. */
const CHUNK_BYTES = 255;
/** A UDP answer larger than this (or than the asker's EDNS size) is sent empty and marked truncated. */
const PLAIN_UDP_BYTES = 512;
const NXDOMAIN = 3;

export interface DnsServer {
  /** "127.0.0.1:port", ready for `Resolver.setServers` or DNS_SERVERS. */
  address: string;
  /**
   * Sets the TXT records of a name, replacing what it had. Each string is one record (cut into
   * 255-byte chunks when longer); an array of strings is one record of those chunks.
   */
  setTxt(name: string, values: string[] | string[][]): void;
  /** Forgets one name, or every name. */
  clear(name?: string): void;
  close(): Promise<void>;
}

/** Names compare without case and without a trailing dot. */
function keyOf(name: string): string {
  return name.toLowerCase().replace(/\.$/, '');
}

/** One record's chunks: a chunk longer than 255 bytes is cut into 255-byte pieces. */
function chunksOf(value: string | string[]): Buffer[] {
  const parts = (Array.isArray(value) ? value : [value]).map((part) => Buffer.from(part, 'utf8'));
  return parts.flatMap((part) => {
    if (part.length <= CHUNK_BYTES) return [part];
    const pieces: Buffer[] = [];
    for (let start = 0; start < part.length; start += CHUNK_BYTES)
      pieces.push(part.subarray(start, start + CHUNK_BYTES));
    return pieces;
  });
}

/** Starts the server on 127.0.0.1 (UDP and TCP) with a port the system chooses. */
export async function startDnsServer(): Promise<DnsServer> {
  const records = new Map<string, Buffer[][]>();

  /** The response to one query, or undefined for a message to drop; `udp` caps its size. */
  function respond(message: Buffer, udp: boolean): Buffer | undefined {
    let query: dnsPacket.DecodedPacket;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return undefined; // not DNS: a real server drops it too
    }
    const question = query.questions?.[0];
    if (query.type !== 'query' || !question) return undefined;
    const known = records.get(keyOf(question.name));
    const answers: dnsPacket.Answer[] =
      known && question.type === 'TXT'
        ? known.map((chunks) => ({ type: 'TXT', name: question.name, ttl: 60, class: 'IN', data: chunks }))
        : [];
    // A known name asked for another type is NOERROR with no answers; an unknown name is NXDOMAIN.
    const flags =
      dnsPacket.AUTHORITATIVE_ANSWER |
      ((query.flags ?? 0) & dnsPacket.RECURSION_DESIRED) |
      (known ? 0 : NXDOMAIN);
    const reply = dnsPacket.encode({ type: 'response', id: query.id, flags, questions: [question], answers });
    const ednsSize = query.additionals?.find((extra) => extra.type === 'OPT')?.udpPayloadSize ?? 0;
    if (!udp || reply.length <= Math.max(PLAIN_UDP_BYTES, ednsSize)) return reply;
    return dnsPacket.encode({
      type: 'response',
      id: query.id,
      flags: flags | dnsPacket.TRUNCATED_RESPONSE,
      questions: [question],
      answers: [],
    });
  }

  const { udp, tcp, connections } = await listenOnOnePort(
    (message, reply) => {
      const response = respond(message, true);
      if (response) reply(response);
    },
    (message) => respond(message, false),
  );
  const port = udp.address().port;

  return {
    address: `127.0.0.1:${port}`,
    setTxt(name, values) {
      records.set(
        keyOf(name),
        values.map((value) => chunksOf(value)),
      );
    },
    clear(name) {
      if (name === undefined) records.clear();
      else records.delete(keyOf(name));
    },
    async close() {
      await new Promise<void>((resolve) => udp.close(() => resolve()));
      await new Promise<void>((resolve) => {
        tcp.close(() => resolve());
        for (const connection of connections) connection.destroy();
      });
    },
  };
}

/** A UDP socket and a TCP server on the same loopback port (tries again when TCP finds it taken). */
async function listenOnOnePort(
  onDatagram: (message: Buffer, reply: (response: Buffer) => void) => void,
  onTcpMessage: (message: Buffer) => Buffer | undefined,
): Promise<{ udp: Socket; tcp: Server; connections: Set<NetSocket> }> {
  for (let attempt = 1; ; attempt += 1) {
    const udp = createSocket('udp4');
    udp.on('message', (message, remote) =>
      onDatagram(message, (response) => udp.send(response, remote.port, remote.address)),
    );
    await new Promise<void>((resolve, reject) => {
      udp.once('error', reject);
      udp.bind(0, '127.0.0.1', () => {
        udp.off('error', reject);
        resolve();
      });
    });
    const connections = new Set<NetSocket>();
    const tcp = createServer((connection) => {
      connections.add(connection);
      connection.on('close', () => connections.delete(connection));
      // DNS over TCP: each message is preceded by its length in two bytes.
      let pending = Buffer.alloc(0);
      connection.on('error', () => connection.destroy());
      connection.on('data', (data) => {
        pending = Buffer.concat([pending, data]);
        while (pending.length >= 2 && pending.length >= 2 + pending.readUInt16BE(0)) {
          const length = pending.readUInt16BE(0);
          const response = onTcpMessage(pending.subarray(2, 2 + length));
          pending = pending.subarray(2 + length);
          if (!response) continue;
          const framed = Buffer.alloc(2 + response.length);
          framed.writeUInt16BE(response.length, 0);
          response.copy(framed, 2);
          connection.write(framed);
        }
      });
    });
    const listening = await new Promise<boolean>((resolve, reject) => {
      tcp.once('error', (error: NodeJS.ErrnoException) =>
        error.code === 'EADDRINUSE' && attempt < 10 ? resolve(false) : reject(error),
      );
      tcp.listen(udp.address().port, '127.0.0.1', () => resolve(true));
    });
    if (listening) return { udp, tcp, connections };
    await new Promise<void>((resolve) => udp.close(() => resolve()));
  }
}
