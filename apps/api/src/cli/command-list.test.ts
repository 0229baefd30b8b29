import { describe, expect, it } from 'vitest';
import { COMMANDS } from './command-list.ts';
import { cli } from './cli-test-support.ts';

describe('the command list help shows without loading the commands', () => {
  it('names, usages and summaries are those of the commands that run', async () => {
    for (const entry of COMMANDS) {
      const command = await entry.load();
      expect({ name: entry.name, usage: entry.usage, summary: entry.summary }).toEqual({
        name: command.name,
        usage: command.usage,
        summary: command.summary,
      });
    }
  });

  it('help lists every command; "<command> --help" shows its usage; --version the version', async () => {
    const help = await cli('help');
    expect(help.code).toBe(0);
    for (const entry of COMMANDS) expect(help.out).toContain(entry.usage);
    const detect = await cli('detect', '--help');
    expect(detect).toMatchObject({ code: 0, out: expect.stringContaining('Usage: sladd detect <file.pdf>') });
    expect((await cli('--version')).out).toMatch(/^sladd \d+\.\d+\.\d+$/);
    expect(await cli('nope')).toMatchObject({
      code: 2,
      err: 'Unknown command "nope". Run "sladd help" to see the commands.',
    });
  });
});
