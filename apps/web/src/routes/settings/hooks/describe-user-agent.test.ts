import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './describe-user-agent.ts';

describe('describeUserAgent', () => {
  it('tells Chrome on Linux (desktop) apart from Edge on Windows', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', os: 'Linux', kind: 'desktop' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
      ),
    ).toEqual({ browser: 'Edge', os: 'Windows', kind: 'desktop' });
  });

  it('recognises Safari on an iPhone as mobile and Firefox on macOS', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', os: 'iOS', kind: 'mobile' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:131.0) Gecko/20100101 Firefox/131.0',
      ),
    ).toEqual({
      browser: 'Firefox',
      os: 'macOS',
      kind: 'desktop',
    });
  });

  it('treats an Android device without "Mobile" as a tablet', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Linux; Android 14; SM-X910) AppleWebKit/537.36 Chrome/140.0 Safari/537.36',
      ).kind,
    ).toBe('tablet');
  });

  it('copes with a missing or unfamiliar agent', () => {
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null, kind: 'unknown' });
    expect(describeUserAgent('curl/8.5.0')).toEqual({ browser: 'API client', os: null, kind: 'unknown' });
  });
});
