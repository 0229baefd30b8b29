import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase } from './database.ts';

const env = (url: string) => ({
  DATABASE_URL: url,
  AUTH_SECRET: 'x'.repeat(40),
  DATA_DIR: '/tmp/sladd-no-data',
});

describe('a wrong DATABASE_URL stops the server with a message that names it', () => {
  it.each([
    [
      'a MySQL URL',
      'mysql://root:secret@db:3306/sladd',
      'DATABASE_URL: must start with postgres:// or postgresql:// (got mysql://)',
    ],
    ['a bare word', 'base', 'DATABASE_URL: must be a PostgreSQL URL like postgres://'],
    ['a URL without a host', 'postgres:///sladd', 'DATABASE_URL: names no host'],
    // Without a name the tables would be migrated into the server's default database.
    ['a URL without a database', 'postgres://u:p@db.example:5432', 'DATABASE_URL: names no database'],
    [
      'a URL ending in a bare slash',
      'postgres://u:p@db.example:5432/',
      'like postgres://user:password@db.example:5432/sladd',
    ],
  ])('%s is refused at start', (_name, url, message) => {
    expect(() => loadConfig(env(url))).toThrow(message);
  });

  it('a PostgreSQL URL is accepted as PostgreSQL', () => {
    expect(loadConfig(env('postgresql://u:p@db.example:5433/sladd')).database).toEqual({
      kind: 'postgres',
      url: 'postgresql://u:p@db.example:5433/sladd',
    });
  });

  it('an unreachable server is named with the variable and host, never the password', async () => {
    // Port 1 on loopback refuses at once: no DNS, no waiting on a timeout.
    const url = 'postgres://sladd:hunter2-secret@127.0.0.1:1/sladd';
    const failure = await openDatabase(loadConfig(env(url)).database).then(
      () => undefined,
      (error: unknown) => (error as Error).message,
    );
    expect(failure).toContain(
      'Could not connect to the PostgreSQL database in DATABASE_URL (host 127.0.0.1:1, database sladd)',
    );
    expect(failure).not.toContain('hunter2');
  });
});
