import { Resolver } from 'node:dns/promises';
import { AppError } from '../errors.ts';

export interface TxtLookup {
  /**
   * The TXT records of a name, each record's chunks joined into one string. A name without TXT
   * records (or without any records) answers `[]`; a lookup that could not be made throws
   * `DNS_LOOKUP_FAILED`.
   */
  resolveTxt(name: string): Promise<string[]>;
}

export interface TxtLookupOptions {
  /** DNS servers ("1.1.1.1", "127.0.0.1:5353", "[::1]:53"); the system's resolver when unset or empty. */
  servers?: string[];
  /**
   * Wait for one answer, in ms. With two tries c-ares waits longer on the retry, so a server that
   * never answers fails after about four times this (measured with Node 20's c-ares 1.34).
   */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 1500;

/** Answers that mean "this name has no TXT records", which is an answer, not a failure. */
const NO_RECORDS = new Set(['ENOTFOUND', 'ENODATA']);

/** The reason in the error message for the failures a person is most likely to meet. */
const REASONS: Record<string, string> = {
  ETIMEOUT: 'no answer from the DNS server in time',
  ECONNREFUSED: 'the DNS server could not be reached',
  ESERVFAIL: 'the DNS server reported a failure',
  EREFUSED: 'the DNS server refused the query',
};

/** A TXT lookup on Node's resolver (c-ares), on the given servers or the system's. */
export function createTxtLookup(options: TxtLookupOptions = {}): TxtLookup {
  const resolver = new Resolver({ timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS, tries: 2 });
  if (options.servers?.length) resolver.setServers(options.servers);
  return {
    async resolveTxt(name) {
      try {
        const records = await resolver.resolveTxt(name);
        return records.map((chunks) => chunks.join(''));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
        if (NO_RECORDS.has(code)) return [];
        if (code === 'EBADNAME')
          throw new AppError('BAD_REQUEST', `"${name}" is not a domain name that can be looked up.`);
        throw new AppError(
          'DNS_LOOKUP_FAILED',
          `The DNS lookup for ${name} failed (${REASONS[code] ?? code}). Try again in a few minutes; if it keeps failing, check the domain's DNS servers.`,
        );
      }
    },
  };
}
