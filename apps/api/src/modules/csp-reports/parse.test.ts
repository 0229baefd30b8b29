import { describe, expect, it } from 'vitest';
import { clip, MAX_FIELD_LENGTH, parseReports, ReportShapeError, stripUri } from './parse.ts';

const NOW = Date.parse('2026-11-28T12:00:00.000Z');

describe('stripUri', () => {
  it('drops query, fragment and user info; keeps only the scheme of a non-web URL; keeps keywords', () => {
    expect(stripUri('https://user:pw@sladd.example/a/b?token=x#frag')).toBe('https://sladd.example/a/b');
    expect(stripUri('data:text/html;base64,PHNjcmlwdD4=')).toBe('data');
    expect(stripUri('inline')).toBe('inline');
    expect(stripUri('/relative/path?q=1#x')).toBe('/relative/path');
    expect(stripUri('')).toBeNull();
    expect(stripUri(null)).toBeNull();
  });
});

describe('clip', () => {
  it('cuts long texts to the field limit and turns empty into null', () => {
    expect(clip('x'.repeat(MAX_FIELD_LENGTH + 10))).toHaveLength(MAX_FIELD_LENGTH);
    expect(clip('')).toBeNull();
  });
});

describe('parseReports', () => {
  it('reads a report-uri report, taking the violated directive when the effective one is missing', () => {
    const [record] = parseReports(
      'application/csp-report',
      { 'csp-report': { 'document-uri': 'https://sladd.example/x?y', 'violated-directive': 'img-src' } },
      NOW,
    );
    expect(record).toMatchObject({
      source: 'report-uri',
      documentUri: 'https://sladd.example/x',
      effectiveDirective: 'img-src',
      lineNumber: null,
      timestamp: new Date(NOW).toISOString(),
    });
  });

  it('reads csp-violation reports of the Reporting API, dated by their age, and skips other types', () => {
    const records = parseReports(
      'application/reports+json',
      [
        { type: 'deprecation', age: 1, body: {} },
        {
          type: 'csp-violation',
          age: 2000,
          body: { documentURL: 'https://sladd.example/', effectiveDirective: 'img-src' },
        },
      ],
      NOW,
    );
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ source: 'report-to', timestamp: new Date(NOW - 2000).toISOString() });
  });

  it("reads the page's own records, keeping a timestamp within a day of the server's clock", () => {
    const [near, far] = parseReports(
      'application/json',
      {
        reports: [
          { documentUri: 'https://sladd.example/', timestamp: NOW - 5000 },
          { documentUri: 'https://sladd.example/', timestamp: 1 },
        ],
      },
      NOW,
    );
    expect(near!.timestamp).toBe(new Date(NOW - 5000).toISOString());
    expect(far!.timestamp).toBe(new Date(NOW).toISOString());
  });

  it('names the problem of a wrong shape', () => {
    expect(() => parseReports('application/csp-report', { report: {} }, NOW)).toThrow(ReportShapeError);
    expect(() => parseReports('application/json', { reports: [] }, NOW)).toThrow(
      /Expected \{"reports": \[violation records\]\}/,
    );
  });
});
