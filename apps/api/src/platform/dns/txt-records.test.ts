// Against a real authoritative DNS server on loopback (test/dns-server.ts): nothing is stubbed.
import { createSocket, type Socket } from 'node:dgram';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { type DnsServer, startDnsServer } from '../../test/dns-server.ts';
import { AppError } from '../errors.ts';
import { createTxtLookup } from './txt-records.ts';

/** What a rejected lookup threw, or a failure naming the value it answered instead. */
async function failureOf(lookup: Promise<unknown>): Promise<AppError> {
  const outcome = await lookup.then(
    (value) => new Error(`answered ${JSON.stringify(value)}`),
    (error: unknown) => error,
  );
  if (!(outcome instanceof AppError)) throw outcome;
  return outcome;
}

describe('TXT lookups on a real DNS server', () => {
  let server: DnsServer;
  beforeAll(async () => {
    server = await startDnsServer();
  });
  afterAll(() => server.close());

  it('answers the TXT record set on the server', async () => {
    server.setTxt('_sladd-verification.example.org', ['sladd-verification=abc123']);
    const lookup = createTxtLookup({ servers: [server.address] });
    expect(await lookup.resolveTxt('_sladd-verification.example.org')).toEqual(['sladd-verification=abc123']);
  });

  it('finds a name whatever its case, with or without the trailing dot', async () => {
    server.setTxt('_sladd-verification.Example.NET.', ['sladd-verification=xyz']);
    const lookup = createTxtLookup({ servers: [server.address] });
    expect(await lookup.resolveTxt('_SLADD-verification.example.net.')).toEqual(['sladd-verification=xyz']);
  });

  it('answers every record of a name', async () => {
    server.setTxt('example.com', ['v=spf1 -all', 'sladd-verification=one', 'sladd-verification=two']);
    const lookup = createTxtLookup({ servers: [server.address] });
    expect((await lookup.resolveTxt('example.com')).sort()).toEqual([
      'sladd-verification=one',
      'sladd-verification=two',
      'v=spf1 -all',
    ]);
  });

  it('joins the chunks of one record, given or cut from a value longer than 255 bytes', async () => {
    const long = `sladd-verification=${'k'.repeat(700)}`; // 719 bytes: three chunks, and over TCP (> 512 bytes)
    server.setTxt('long.example.com', [long]);
    server.setTxt('chunked.example.com', [['sladd-', 'verification=', 'joined']]);
    const lookup = createTxtLookup({ servers: [server.address] });
    expect(await lookup.resolveTxt('long.example.com')).toEqual([long]);
    expect(await lookup.resolveTxt('chunked.example.com')).toEqual(['sladd-verification=joined']);
  });

  it('answers [] for an unknown name (NXDOMAIN) and a name with no TXT record', async () => {
    server.setTxt('known.example.com', []);
    const lookup = createTxtLookup({ servers: [server.address] });
    expect(await lookup.resolveTxt('unknown.example.com')).toEqual([]);
    expect(await lookup.resolveTxt('known.example.com')).toEqual([]);
  });

  it('forgets records that are cleared', async () => {
    server.setTxt('gone.example.com', ['sladd-verification=old']);
    server.clear('gone.example.com');
    const lookup = createTxtLookup({ servers: [server.address] });
    expect(await lookup.resolveTxt('gone.example.com')).toEqual([]);
  });

  it('refuses a name that is not a domain name', async () => {
    const lookup = createTxtLookup({ servers: [server.address] });
    const failure = await failureOf(lookup.resolveTxt('a..example.com'));
    expect([failure.code, failure.status]).toEqual(['BAD_REQUEST', 400]);
  });
});

describe('a DNS server that cannot answer is DNS_LOOKUP_FAILED, with words a person can act on', () => {
  let silent: Socket;
  beforeAll(async () => {
    // Takes every query and never replies.
    silent = createSocket('udp4');
    await new Promise<void>((resolve) => silent.bind(0, '127.0.0.1', () => resolve()));
  });
  afterAll(() => new Promise<void>((resolve) => silent.close(() => resolve())));

  it('a server that never answers fails within the timeout', async () => {
    const timeoutMs = 300;
    const lookup = createTxtLookup({ servers: [`127.0.0.1:${silent.address().port}`], timeoutMs });
    const started = Date.now();
    const failure = await failureOf(lookup.resolveTxt('_sladd-verification.example.org'));
    const elapsed = Date.now() - started;
    expect([failure.code, failure.status]).toEqual(['DNS_LOOKUP_FAILED', 502]);
    expect(failure.message).toBe(
      "The DNS lookup for _sladd-verification.example.org failed (no answer from the DNS server in time). Try again in a few minutes; if it keeps failing, check the domain's DNS servers.",
    );
    // Two tries, the second waiting longer: about 4 × timeoutMs with Node 20's c-ares.
    expect(elapsed).toBeGreaterThanOrEqual(timeoutMs);
    expect(elapsed).toBeLessThan(10 * timeoutMs);
  });

  it('a port where no server listens fails at once, as unreachable', async () => {
    const gone = await startDnsServer();
    await gone.close();
    const lookup = createTxtLookup({ servers: [gone.address], timeoutMs: 300 });
    const failure = await failureOf(lookup.resolveTxt('example.org'));
    expect(failure.code).toBe('DNS_LOOKUP_FAILED');
    expect(failure.message).toContain(
      'The DNS lookup for example.org failed (the DNS server could not be reached).',
    );
  });
});

describe('DNS_SERVERS', () => {
  const env = (servers?: string) => ({
    AUTH_SECRET: 'x'.repeat(40),
    DATA_DIR: '/tmp/sladd-no-data',
    ...(servers === undefined ? {} : { DNS_SERVERS: servers }),
  });

  it('unset or empty means the system resolver', () => {
    expect(loadConfig(env()).dnsServers).toBeUndefined();
    expect(loadConfig(env('')).dnsServers).toBeUndefined();
    expect(loadConfig(env(' , ')).dnsServers).toBeUndefined();
  });

  it('is a comma-separated list of IP addresses with optional ports', () => {
    expect(loadConfig(env('1.1.1.1, 127.0.0.1:5353,[::1]:53,2606:4700:4700::1111')).dnsServers).toEqual([
      '1.1.1.1',
      '127.0.0.1:5353',
      '[::1]:53',
      '2606:4700:4700::1111',
    ]);
  });

  it.each([
    ['a host name', 'dns.example.com'],
    ['a port out of range', '127.0.0.1:70000'],
    ['port 0', '127.0.0.1:0'],
    ['a host name with a port', 'localhost:53'],
    ['a bracketed IPv4 address', '[127.0.0.1]:53'],
    ['an address that is not one', '300.1.1.1'],
  ])('%s is refused at start, named', (_name, value) => {
    expect(() => loadConfig(env(`1.1.1.1,${value}`))).toThrow(
      `DNS_SERVERS: "${value}" is not a DNS server address; use IP addresses`,
    );
  });

  it('every accepted form is one the resolver takes', async () => {
    const server = await startDnsServer();
    try {
      server.setTxt('example.org', ['sladd-verification=configured']);
      const servers = loadConfig(env(`${server.address}`)).dnsServers;
      expect(await createTxtLookup({ servers }).resolveTxt('example.org')).toEqual([
        'sladd-verification=configured',
      ]);
      for (const value of ['1.1.1.1', '127.0.0.1:5353', '[::1]:53', '::1'])
        expect(() => createTxtLookup({ servers: loadConfig(env(value)).dnsServers })).not.toThrow();
    } finally {
      await server.close();
    }
  });
});
