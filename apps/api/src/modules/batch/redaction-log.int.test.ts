import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn, type SignedIn } from '../../test/accounts.ts';
import { makeCasePdf, popplerText } from '../../test/pdfs.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app.ts';

// Decision 0059: marks carry a legal basis, the box can print it, and the redaction log comes with
// the redaction when asked. Page 1 of the case file: "Kari Nordmann", "912 34 567", an e-mail.
const CASE = { name: 'sak.pdf', bytes: makeCasePdf(2, 3201) };
const REMOVED = ['Kari Nordmann', 'Nordmann', '912 34 567', 'kari.nordmann@example.no'];

/** The PDF with its streams uncompressed (qpdf --qdf): raw text to search for leaks. */
function rawPdf(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'sladd-log-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), bytes);
    execFileSync('qpdf', ['--qdf', '--object-streams=disable', join(dir, 'in.pdf'), join(dir, 'out.pdf')]);
    return readFileSync(join(dir, 'out.pdf'), 'latin1');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.each(testDialects())('legal bases and the redaction log on %s', (dialect) => {
  let t: TestApp;
  let user: SignedIn;
  /** Page 1's marks: the name and the phone under offl. § 13, the e-mail under § 14, one without a code. */
  let mapping: { pages: { page: number; sensitive: Record<string, unknown>[] }[] };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    user = await signUpAndLogIn(t);
    const found = await user.agent.upload('/api/batch/search', [CASE], {
      search_terms: JSON.stringify(['Kari Nordmann', '912 34 567', 'kari.nordmann@example.no', 'Storgata 1']),
    });
    const matches = found.body.data.file_results[0].results.match_details.pages.find(
      (p: { page: number }) => p.page === 1,
    ).matches as { term: string; text: string; bbox: unknown }[];
    const codeOf: Record<string, string | undefined> = {
      'Kari Nordmann': 'no-offl-13',
      '912 34 567': 'no-offl-13',
      'kari.nordmann@example.no': 'no-offl-14',
      'Storgata 1': undefined,
    };
    mapping = {
      pages: [
        {
          page: 1,
          sensitive: matches.map((m) => ({
            entity_type: 'SEARCH',
            original_text: m.text,
            bbox: m.bbox,
            ...(codeOf[m.term] ? { legal_basis: codeOf[m.term] } : {}),
          })),
        },
      ],
    };
  });
  afterAll(async () => t.close());

  const redact = (fields: Record<string, string>) =>
    user.agent.upload('/api/batch/redact', [CASE], {
      mappings: JSON.stringify({ 'sak.pdf': mapping }),
      ...fields,
    });

  it('answers the PDF as before when no log is asked for, and prints the codes in the boxes', async () => {
    expect(mapping.pages[0]!.sensitive).toHaveLength(4);
    const plain = await redact({ appearance: JSON.stringify({ mode: 'fill' }) });
    expect(plain.status).toBe(200);
    expect(plain.raw.headers['content-type']).toBe('application/pdf');
    expect(popplerText(plain.raw.rawPayload).split('\f')[0]).not.toContain('offl.');

    const coded = await redact({ appearance: JSON.stringify({ mode: 'fill', text_source: 'legal_basis' }) });
    expect(coded.status).toBe(200);
    expect(coded.raw.headers['content-type']).toBe('application/pdf');
    const page1 = popplerText(coded.raw.rawPayload).split('\f')[0]!;
    expect(page1.split('offl. § 13').length - 1).toBe(2);
    expect(page1).toContain('offl. § 14');
    for (const word of REMOVED) expect(page1).not.toContain(word);
  });

  it('zips the PDF, its log and the verification; the JSON log counts per page and code', async () => {
    const response = await redact({ log: 'json', log_language: 'en' });
    expect(response.status).toBe(200);
    expect(response.raw.headers['content-type']).toBe('application/zip');
    const zip = unzipSync(new Uint8Array(response.raw.rawPayload));
    expect(Object.keys(zip).sort()).toEqual([
      'sak-redacted.pdf',
      'sak-redaction-log.json',
      'verification.json',
    ]);
    const log = JSON.parse(new TextDecoder().decode(zip['sak-redaction-log.json']));
    expect(log).toMatchObject({
      document: 'sak.pdf',
      page_count: 2,
      language: 'en',
      total_marks: 4,
      marks_without_legal_basis: 1,
      pages: [
        {
          page: 1,
          marks: 4,
          legal_bases: [
            { legal_basis: 'no-offl-13', label: 'offl. § 13', marks: 2 },
            { legal_basis: 'no-offl-14', label: 'offl. § 14', marks: 1 },
            { legal_basis: null, label: 'no legal basis given', marks: 1 },
          ],
        },
      ],
    });
    expect(
      log.provisions.map((p: { legal_basis: string; marks: number }) => [p.legal_basis, p.marks]),
    ).toEqual([
      ['no-offl-13', 2],
      ['no-offl-14', 1],
    ]);
    expect(log.provisions[0].citation).toContain('offentleglova § 13');
    expect(popplerText(zip['sak-redacted.pdf']!).split('\f')[0]).not.toContain('Kari Nordmann');
  });

  it('never puts removed text in any log format', async () => {
    for (const format of ['json', 'csv', 'pdf'] as const) {
      const response = await redact({ log: format });
      expect(response.status).toBe(200);
      const zip = unzipSync(new Uint8Array(response.raw.rawPayload));
      const bytes = zip[`sak-redaction-log.${format}`]!;
      expect(bytes).toBeDefined();
      const texts =
        format === 'pdf' ? [popplerText(bytes), rawPdf(bytes)] : [new TextDecoder().decode(bytes)];
      const shown = texts[0]!.replace(/\s+/g, ' ');
      expect(shown).toContain('offl. § 13');
      if (format !== 'json') expect(shown).toContain('ingen hjemmel oppgitt'); // nb by default
      if (format === 'pdf') expect(shown).toContain('offentleglova § 14 første ledd');
      for (const text of texts) for (const word of REMOVED) expect(text).not.toContain(word);
    }
  });

  it('refuses an unknown or malformed code, and a log format it does not write, with 400', async () => {
    const withCode = (code: string) => ({
      pages: [{ page: 1, sensitive: [{ ...mapping.pages[0]!.sensitive[0], legal_basis: code }] }],
    });
    const unknown = await user.agent.upload('/api/batch/redact', [CASE], {
      mappings: JSON.stringify({ 'sak.pdf': withCode('no-such-code') }),
    });
    expect([unknown.status, unknown.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(unknown.body.error.message).toContain('no-such-code');
    const malformed = await user.agent.upload('/api/batch/redact', [CASE], {
      mappings: JSON.stringify({ 'sak.pdf': withCode('Not An Id') }),
    });
    expect([malformed.status, malformed.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
    // Named by where it is, not echoed: error answers are not sealed.
    expect(malformed.body.error.message).toMatch(/page \d+, mark \d+/);
    expect(malformed.body.error.message).not.toContain('Not An Id');
    const format = await redact({ log: 'xml' });
    expect([format.status, format.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
    const language = await redact({ log: 'pdf', log_language: 'de' });
    expect([language.status, language.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('history saves and restores each mark’s legal basis', async () => {
    const schema = {
      pages: [
        {
          page: 1,
          sensitive: [
            {
              entity_type: 'PERSON',
              original_text: 'Kari',
              bbox: { x0: 1, y0: 2, x1: 30, y1: 12 },
              legal_basis: 'no-offl-13',
            },
            { entity_type: 'MANUAL', original_text: '', bbox: { x0: 1, y0: 20, x1: 30, y1: 30 } },
          ],
        },
      ],
    };
    const saved = await user.agent.post('/api/documents', {
      filename: 'vedtak.pdf',
      redaction_schema: schema,
    });
    expect(saved.status).toBe(201);
    const loaded = await user.agent.get(`/api/documents/${saved.body.data.id}`);
    expect(loaded.body.data.redaction_schema).toEqual(schema);
    const bad = await user.agent.post('/api/documents', {
      filename: 'x.pdf',
      redaction_schema: {
        pages: [{ page: 1, sensitive: [{ ...schema.pages[0]!.sensitive[0], legal_basis: 'Bad id' }] }],
      },
    });
    expect(bad.status).toBe(400);
  });

  it('prints the name the caller chose for the document in the log, or none, and refuses a name for a file not sent', async () => {
    const named = await redact({
      log: 'pdf',
      log_document_names: JSON.stringify({ 'sak.pdf': 'Sak 2026/14' }),
    });
    expect(named.status).toBe(200);
    const namedLog = popplerText(unzipSync(new Uint8Array(named.raw.rawPayload))['sak-redaction-log.pdf']!);
    expect(namedLog).toContain('Sak 2026/14');
    expect(namedLog).not.toContain('sak.pdf');
    const omitted = await redact({ log: 'json', log_document_names: JSON.stringify(['']) });
    const omittedLog = JSON.parse(
      new TextDecoder().decode(unzipSync(new Uint8Array(omitted.raw.rawPayload))['sak-redaction-log.json']),
    );
    expect(omittedLog.document).toBeNull();
    const stranger = await redact({ log: 'json', log_document_names: JSON.stringify({ 'annen.pdf': 'x' }) });
    expect([stranger.status, stranger.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(stranger.body.error.message).toContain('not uploaded');
    const short = await redact({ log: 'json', log_document_names: JSON.stringify([]) });
    expect([short.status, short.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(short.body.error.message).toContain('give one per file');
    const withoutLog = await redact({ log_document_names: JSON.stringify(['x']) });
    expect([withoutLog.status, withoutLog.body.error.message]).toEqual([
      400,
      '"log_document_names" needs "log": say which format the log is wanted in.',
    ]);
  });

  it("records an organization member's redaction in the organization's audit trail, with its codes and never its name", async () => {
    const owner = await signUpAndLogIn(t);
    const created = await owner.agent.post('/api/organizations', { name: 'Innsyn kommune' });
    const orgId: string = created.body.data.org_id;
    const inOrganization = { headers: { org_id: orgId } };
    const redacted = await owner.agent.upload(
      '/api/batch/redact',
      [CASE],
      { mappings: JSON.stringify({ 'sak.pdf': mapping }) },
      inOrganization,
    );
    expect(redacted.status).toBe(200);
    const trail = await owner.agent.get(`/api/organizations/${orgId}/audit-events`);
    expect(trail.status).toBe(200);
    const events = trail.body.data as { action: string; codes: string[]; actor_user_id?: string }[];
    expect(events.map((event) => [event.action, event.codes])).toEqual([
      ['redacted', ['no-offl-13', 'no-offl-14']],
    ]);
    expect(JSON.stringify(trail.body)).not.toContain('sak.pdf');
    // The user's own redaction outside an organization writes to no organization's trail.
    expect((await redact({})).status).toBe(200);
    const after = await owner.agent.get(`/api/organizations/${orgId}/audit-events`);
    expect(after.body.data).toHaveLength(1);
  });
});
