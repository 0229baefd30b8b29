import { randomBytes } from 'node:crypto';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent } from '../../test/agent.ts';
import { signUpAndLogIn, type SignedIn } from '../../test/accounts.ts';
import {
  encryptPdf,
  FAST_DETECT_FORM,
  makeCasePdf,
  makeHugePagePdf,
  makeManyPagesPdf,
  makeTextPdf,
  popplerText,
} from '../../test/pdfs.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app.ts';
import { createSubscriptionService } from '../subscription/subscription.service.ts';

const CASE = { name: 'sak.pdf', bytes: makeCasePdf(2) };

describe.each(testDialects())('PDF endpoints on %s', (dialect) => {
  let t: TestApp;
  let premium: SignedIn;
  let free: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    premium = await signUpAndLogIn(t);
    free = await signUpAndLogIn(t);
    await createSubscriptionService(t.db.kysely).grantPlan(premium.email, 'pro_monthly');
  });
  afterAll(async () => t.close());

  it('needs a session', async () => {
    const response = await createAgent(t.app).upload('/api/pdf/extract', [CASE]);
    expect([response.status, response.body.error.code]).toEqual([401, 'UNAUTHORIZED']);
  });

  it('extracts words with boxes in top-left page coordinates', async () => {
    const response = await free.agent.upload('/api/pdf/extract', [CASE]);
    expect(response.status).toBe(200);
    const [page] = response.body.data.pages;
    expect(response.body.data.page_count).toBe(2);
    const kari = page.words.find((w: { text: string }) => w.text === 'Kari');
    // Baseline 720 pt above the bottom of a 792 pt page: the word sits ~60–76 pt from the top.
    expect(kari.bbox.x0).toBeGreaterThan(72);
    expect(kari.bbox.y0).toBeGreaterThan(50);
    expect(kari.bbox.y1).toBeGreaterThan(72);
    expect(kari.bbox.y1).toBeLessThan(80);
  });

  describe('malformed input gets a clear 4xx with a code', () => {
    const cases: [string, () => { name: string; bytes: Uint8Array }[], number, string][] = [
      ['random bytes', () => [{ name: 'x.pdf', bytes: randomBytes(2048) }], 415, 'NOT_A_PDF'],
      [
        'a non-PDF named .pdf',
        () => [{ name: 'notes.pdf', bytes: new TextEncoder().encode('Just some notes\n') }],
        415,
        'NOT_A_PDF',
      ],
      [
        'a truncated file',
        () => [{ name: 'cut.pdf', bytes: CASE.bytes.slice(0, Math.floor(CASE.bytes.length * 0.7)) }],
        422,
        'PDF_UNREADABLE',
      ],
      [
        'an encrypted file',
        () => [{ name: 'locked.pdf', bytes: encryptPdf(CASE.bytes) }],
        422,
        'PDF_ENCRYPTED',
      ],
      [
        '10 MB + 1 byte',
        () => [{ name: 'big.pdf', bytes: new Uint8Array(10 * 1024 * 1024 + 1).fill(32) }],
        413,
        'FILE_TOO_LARGE',
      ],
      [
        'a page-count bomb (2 001 pages in a few kB)',
        () => [{ name: 'bomb.pdf', bytes: makeManyPagesPdf(2001) }],
        422,
        'TOO_MANY_PAGES',
      ],
      ['a huge page', () => [{ name: 'poster.pdf', bytes: makeHugePagePdf(20_000) }], 422, 'PAGE_TOO_LARGE'],
      [
        '21 files',
        () => Array.from({ length: 21 }, (_, i) => ({ name: `f${i}.pdf`, bytes: CASE.bytes })),
        400,
        'TOO_MANY_FILES',
      ],
    ];
    it.each(cases)('%s', async (_name, files, status, code) => {
      const response = await free.agent.upload('/api/batch/search', files(), {
        search_terms: JSON.stringify(['Kari']),
      });
      expect([response.status, response.body.error.code]).toEqual([status, code]);
      expect(response.body.error.message.length).toBeGreaterThan(10);
    });

    it('no files, and a body that is not multipart', async () => {
      const none = await free.agent.upload('/api/batch/search', [], { search_terms: '["Kari"]' });
      expect([none.status, none.body.error.code]).toEqual([400, 'NO_FILES']);
      const json = await free.agent.post('/api/pdf/extract', { file: 'x' });
      expect(json.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });
  });

  describe('search', () => {
    it('finds plain terms case-insensitively across files, with boxes, and counts pages', async () => {
      const response = await free.agent.upload(
        '/api/batch/search',
        [CASE, { name: 'b.pdf', bytes: makeTextPdf([['Ingen treff her']]) }],
        {
          search_terms: JSON.stringify(['kari nordmann']),
        },
      );
      expect(response.status).toBe(200);
      const { batch_summary, file_results } = response.body.data;
      expect(batch_summary).toMatchObject({ total_files: 2, successful: 2, total_matches: 2 });
      const pages = file_results[0].results.match_details.pages;
      expect(pages.map((p: { page: number }) => p.page)).toEqual([1, 2]);
      expect(pages[0].matches[0]).toMatchObject({ term: 'kari nordmann', text: 'Kari Nordmann' });
      expect(file_results[1].results.total_matches).toBe(0);
      const usage = (await free.agent.get('/api/subscription/current')).status;
      expect(usage).toBe(404);
    });

    it('keeps case-sensitive, regex and AI search for premium users', async () => {
      const locked = await free.agent.upload('/api/batch/search', [CASE], {
        search_terms: '["Kari"]',
        case_sensitive: 'True',
      });
      expect([locked.status, locked.body.error.code]).toEqual([403, 'PREMIUM_REQUIRED']);
      const exact = await premium.agent.upload('/api/batch/search', [CASE], {
        search_terms: '["KARI"]',
        case_sensitive: 'True',
      });
      expect(exact.body.data.batch_summary.total_matches).toBe(0);
      const regex = await premium.agent.upload('/api/batch/search', [CASE], {
        search_terms: '["\\\\d{3} \\\\d{2} \\\\d{3}"]',
        regex: 'true',
      });
      expect(regex.body.data.batch_summary.total_matches).toBe(2);
      const bad = await premium.agent.upload('/api/batch/search', [CASE], {
        search_terms: '["(unclosed"]',
        regex: 'true',
      });
      expect([bad.status, bad.body.error.code]).toEqual([400, 'INVALID_REGEX']);
      // AI search reads the term by meaning (decision 0039; ai-search.int.test.ts covers it).
      const ai = await premium.agent.upload('/api/batch/search', [CASE], {
        search_terms: '["a person"]',
        ai_search: 'true',
      });
      expect(ai.body.data.batch_summary.ai_search.queries[0]).toMatchObject({
        understood_as: 'entity',
        entity: 'names',
      });
      const empty = await premium.agent.upload('/api/batch/search', [CASE], { search_terms: '["  "]' });
      expect(empty.body.error.message).toBe('Files and search term are required');
      const many = JSON.stringify(Array.from({ length: 1001 }, (_, i) => `t${i}`));
      const tooMany = await premium.agent.upload('/api/batch/search', [CASE], { search_terms: many });
      expect([tooMany.status, tooMany.body.error.message]).toEqual([
        400,
        'A search may hold at most 1000 terms (1001 were sent). Split them over several searches.',
      ]);
    });
  });

  it('finds the words inside a box', async () => {
    const response = await free.agent.upload('/api/batch/find_words', [CASE], {
      bounding_box: JSON.stringify({ page: 1, x0: 60, y0: 60, x1: 250, y1: 90 }),
    });
    const words = response.body.data.file_results[0].results.pages[0].matches.map(
      (m: { text: string }) => m.text,
    );
    expect(words).toEqual(expect.arrayContaining(['Side', 'Saken', 'gjelder', 'Kari']));
    expect(words).not.toContain('Vedtaket');
  });

  describe('detection', () => {
    const form = FAST_DETECT_FORM;

    it('is premium only', async () => {
      const response = await free.agent.upload('/api/batch/multi_detect?stream=true', [CASE], form);
      expect([response.status, response.body.error.code]).toEqual([403, 'PREMIUM_REQUIRED']);
    });

    it('streams the events in the spec order with each page’s redaction mapping', async () => {
      const response = await premium.agent.upload('/api/batch/multi_detect?stream=true', [CASE], form);
      expect(response.raw.headers['content-type']).toContain('text/event-stream');
      const events = response.raw.body
        .split('\n\n')
        .filter(Boolean)
        .map((block) => ({
          event: /^event: (.*)$/m.exec(block)![1],
          data: JSON.parse(/^data: (.*)$/m.exec(block)![1]!),
        }));
      expect(events.map((e) => e.event)).toEqual([
        'reading_files',
        'files_read',
        'file_started',
        'page_started',
        'page_completed',
        'page_started',
        'page_completed',
        'file_completed',
        'batch_completed',
      ]);
      const page = events[4]!.data;
      expect(page).toMatchObject({ file_name: 'sak.pdf', page_number: 1, total_pages: 2 });
      const types = page.results.redaction_mapping.pages[0].sensitive.map(
        (s: { entity_type: string }) => s.entity_type,
      );
      expect(types).toEqual(expect.arrayContaining(['NO_PHONE_NUMBER_F', 'EMAIL_ADDRESS_F', 'NO_ADDRESS_F']));
      const item = page.results.redaction_mapping.pages[0].sensitive[0];
      expect(Object.keys(item)).toEqual(
        expect.arrayContaining([
          'entity_type',
          'original_text',
          'score',
          'start',
          'end',
          'engine',
          'reason',
          'bbox',
        ]),
      );
      expect(events.at(-1)!.data).toMatchObject({
        total_files: 1,
        successful_files: 1,
        total_pages: 2,
        success_rate: 100,
      });
    });

    it('names in the stream, before any page, the types no engine here can find; the others still run', async () => {
      const response = await premium.agent.upload('/api/batch/multi_detect?stream=true', [CASE], {
        ...form,
        use_fast: 'False',
        use_standard: 'True',
        requested_entities: '["NO_PHONE_NUMBER_S","visa number"]',
      });
      const events = response.raw.body
        .split('\n\n')
        .filter(Boolean)
        .map((block) => ({
          event: /^event: (.*)$/m.exec(block)![1]!,
          data: JSON.parse(/^data: (.*)$/m.exec(block)![1]!),
        }));
      expect(events.slice(0, 2).map((e) => e.event)).toEqual(['reading_files', 'error']);
      expect(events[1]!.data).toMatchObject({
        error_code: 'ENTITIES_UNSUPPORTED',
        error_message: 'Sladd cannot find visa number on this server yet; it was left out of this detection.',
        details: { unsupported_entities: ['visa number'] },
      });
      expect(events.at(-1)).toMatchObject({ event: 'batch_completed', data: { successful_files: 1 } });
      expect(events.filter((e) => e.event === 'page_completed')).toHaveLength(2);
    });

    it('delivers every page event of a multi-file batch, each file completing after its pages', async () => {
      const files = Array.from({ length: 4 }, (_, i) => ({ name: `f${i}.pdf`, bytes: makeCasePdf(6) }));
      const response = await premium.agent.upload('/api/batch/multi_detect?stream=true', files, form);
      const events = response.raw.body
        .split('\n\n')
        .filter(Boolean)
        .map((block) => ({
          event: /^event: (.*)$/m.exec(block)![1]!,
          data: JSON.parse(/^data: (.*)$/m.exec(block)![1]!),
        }));
      expect(events.filter((e) => e.event === 'page_completed')).toHaveLength(24);
      expect(events.filter((e) => e.event === 'page_started')).toHaveLength(24);
      for (const file of files) {
        const indexes = events.flatMap((e, i) =>
          e.data.file_name === file.name ? [{ event: e.event, i }] : [],
        );
        const lastPage = Math.max(...indexes.filter((x) => x.event === 'page_completed').map((x) => x.i));
        const completed = indexes.find((x) => x.event === 'file_completed')!.i;
        expect(completed).toBeGreaterThan(lastPage);
      }
      expect(events.at(-1)!.data).toMatchObject({ total_files: 4, successful_files: 4, total_pages: 24 });
    });

    it('opens the stream before reading the files: a bad file or an exhausted quota arrives as an error event', async () => {
      const parse = (body: string) =>
        body
          .split('\n\n')
          .filter(Boolean)
          .map((block) => ({
            event: /^event: (.*)$/m.exec(block)![1]!,
            data: JSON.parse(/^data: (.*)$/m.exec(block)![1]!),
          }));
      const mixed = parse(
        (
          await premium.agent.upload(
            '/api/batch/multi_detect?stream=true',
            [CASE, { name: 'junk.pdf', bytes: new TextEncoder().encode('not a pdf') }],
            form,
          )
        ).raw.body,
      );
      expect(mixed.map((e) => e.event).slice(0, 3)).toEqual(['reading_files', 'files_read', 'error']);
      expect(mixed[2]!.data).toMatchObject({ file_name: 'junk.pdf', error_code: 'NOT_A_PDF' });
      expect(mixed.at(-1)!.data).toMatchObject({ successful_files: 1, failed_files: 1 });

      const trial = await signUpAndLogIn(t);
      await createSubscriptionService(t.db.kysely).grantPlan(trial.email, 'free_trial');
      const big = { name: 'stor.pdf', bytes: makeCasePdf(300) };
      expect((await trial.agent.upload('/api/batch/search', [big], { search_terms: '["x"]' })).status).toBe(
        200,
      );
      // Another 300-page file (the same one read again today would cost nothing, decision 0053).
      const other = { name: 'annen.pdf', bytes: makeCasePdf(301) };
      const over = parse(
        (await trial.agent.upload('/api/batch/multi_detect?stream=true', [other], form)).raw.body,
      );
      expect(over.map((e) => e.event)).toEqual(['reading_files', 'error']);
      expect(over[1]!.data).toMatchObject({ error_code: 'QUOTA_EXCEEDED', details: { pages_limit: 500 } });
    });

    it('answers JSON without stream=true, drops banned words, and refuses engines that are not configured', async () => {
      const json = await premium.agent.upload('/api/batch/multi_detect', [CASE], {
        ...form,
        remove_words: '["kari.nordmann@example.no"]',
      });
      const result = json.body.data.file_results[0];
      expect(result.status).toBe('success');
      expect(result.results.entities_detected.by_type.EMAIL_ADDRESS_F).toBeUndefined();
      expect(result.results.entities_detected.by_type.NO_PHONE_NUMBER_F).toBe(2);
      // Without a language model the advanced method is answered by the standard engine's detectors, and says so.
      const advanced = await premium.agent.upload('/api/batch/multi_detect', [CASE], {
        ...form,
        use_fast: 'False',
        use_advanced: 'True',
        requested_entities: '["PHONE_A","ORGANIZATION_A"]',
      });
      expect(advanced.status).toBe(200);
      expect(advanced.body.data.batch_summary.unsupported_entities).toEqual(['ORGANIZATION_A']);
      const phones = advanced.body.data.file_results[0].results.redaction_mapping.pages.flatMap(
        (page: { sensitive: { entity_type: string; engine: string; reason: string }[] }) => page.sensitive,
      );
      expect(phones.length).toBeGreaterThan(0);
      for (const hit of phones) {
        expect(hit).toMatchObject({ entity_type: 'PHONE_A', engine: 'standard' });
        expect(hit.reason).toContain('answered by the standard engine (no language model is configured)');
      }
      const mixed = await premium.agent.upload('/api/batch/multi_detect', [CASE], {
        ...form,
        use_advanced: 'True',
        use_standard: 'True',
        requested_entities: '["ALL_FAST","PERSON_A","PERSON_S"]',
      });
      expect(mixed.status).toBe(200);
      expect(mixed.body.data.batch_summary.skipped_engines).toEqual([]);
      expect(mixed.body.data.file_results[0].results.entities_detected.total).toBeGreaterThan(0);
      // Each engine that ran reports its share of the detection time (the result cards show it).
      const { engines, detection_time } = mixed.body.data.file_results[0].results.performance;
      expect(Object.keys(engines).sort()).toEqual(['advanced', 'fast', 'standard']);
      for (const engine of Object.values(engines) as { detection_time: number }[])
        expect(engine.detection_time).toBeGreaterThanOrEqual(0);
      const shares = (Object.values(engines) as { detection_time: number }[]).reduce(
        (sum, e) => sum + e.detection_time,
        0,
      );
      expect(shares).toBeLessThanOrEqual(detection_time + 0.01);
      // The standard engine runs what it serves and names what it cannot find yet.
      const standard = await premium.agent.upload('/api/batch/multi_detect', [CASE], {
        ...form,
        use_fast: 'False',
        use_standard: 'True',
        requested_entities: '["NO_PHONE_NUMBER_S","visa number"]',
      });
      expect(standard.status).toBe(200);
      expect(standard.body.data.batch_summary.unsupported_entities).toEqual(['visa number']);
      expect(standard.body.data.file_results[0].results.entities_detected.by_type).toEqual({
        NO_PHONE_NUMBER_S: 2,
      });
      const onlyUnsupported = await premium.agent.upload('/api/batch/multi_detect', [CASE], {
        ...form,
        use_fast: 'False',
        use_standard: 'True',
        requested_entities: '["visa number"]',
      });
      expect([onlyUnsupported.status, onlyUnsupported.body.error]).toEqual([
        501,
        {
          code: 'ENTITIES_UNSUPPORTED',
          message: 'Sladd cannot find visa number on this server yet; it was left out of this detection.',
        },
      ]);
      const unknown = await premium.agent.upload('/api/batch/multi_detect', [CASE], {
        ...form,
        requested_entities: '["SHOE_SIZE"]',
      });
      expect(unknown.body.error.message).toContain('Unknown entity type');
    });
  });

  describe('redaction', () => {
    const mappingFor = (text: string, page: number, x0: number, x1: number) => ({
      pages: [
        {
          page,
          sensitive: [{ entity_type: 'MANUAL', original_text: text, bbox: { x0, y0: 62, x1, y1: 80 } }],
        },
      ],
    });

    it('returns the redacted PDF with its verification; the marked text is gone for pdftotext', async () => {
      const found = await free.agent.upload('/api/batch/search', [CASE], {
        search_terms: '["Kari Nordmann"]',
      });
      const box = found.body.data.file_results[0].results.match_details.pages[0].matches[0].bbox;
      const response = await free.agent.upload('/api/batch/redact', [CASE], {
        mappings: JSON.stringify({
          'sak.pdf': {
            pages: [
              { page: 1, sensitive: [{ entity_type: 'SEARCH', original_text: 'Kari Nordmann', bbox: box }] },
            ],
          },
        }),
        appearance: JSON.stringify({ mode: 'fill_and_text' }),
        search_terms: JSON.stringify([
          { text: 'Kari Nordmann' },
          { text: 'Kari Normann' },
          { text: '\\d{3} \\d{2} \\d{3}', regex: true },
        ]),
      });
      expect(response.status).toBe(200);
      expect(response.raw.headers['content-type']).toBe('application/pdf');
      const verification = JSON.parse(
        Buffer.from(String(response.raw.headers['x-sladd-verification']), 'base64url').toString(),
      );
      expect(verification.files[0]).toMatchObject({
        file: 'sak-redacted.pdf',
        ok: true,
        marks_checked: 1,
        leftover_chars: 0,
      });
      // Every page rendered before and after; every term asked for is counted, one found nowhere too.
      expect(verification.files[0].visual).toMatchObject({
        ok: true,
        pages_compared: 2,
        changed_pages: [],
        marks_with_traces: [],
      });
      expect(verification.files[0].requested).toEqual([
        { kind: 'term', text: 'Kari Nordmann', before: 2, after: 1 },
        { kind: 'term', text: 'Kari Normann', before: 0, after: 0 },
        { kind: 'pattern', text: '\\d{3} \\d{2} \\d{3}', before: 2, after: 2 },
      ]);
      // Per redacted text: page 2's occurrence was not marked, so it is kept and counted as such.
      expect(verification.files[0].strings).toEqual([
        { text: 'Kari Nordmann', before: 2, kept: 1, after: 1, in_objects: 0 },
      ]);
      const text = popplerText(response.raw.rawPayload);
      const [first, second] = text.split('\f');
      expect(first).not.toContain('Kari Nordmann');
      expect(first).toContain('Vedtaket ble fattet');
      expect(second).toContain('Kari Nordmann');
    });

    it('zips several files with verification.json, and refuses bad marks', async () => {
      const files = [CASE, { name: 'to.pdf', bytes: makeCasePdf(1) }];
      const response = await free.agent.upload('/api/batch/redact', files, {
        mappings: JSON.stringify([mappingFor('Side 1', 1, 60, 110), mappingFor('Side 1', 1, 60, 110)]),
      });
      expect(response.raw.headers['content-type']).toBe('application/zip');
      const zip = unzipSync(new Uint8Array(response.raw.rawPayload));
      expect(Object.keys(zip).sort()).toEqual(['sak-redacted.pdf', 'to-redacted.pdf', 'verification.json']);
      expect(
        JSON.parse(new TextDecoder().decode(zip['verification.json'])).files.every(
          (f: { ok: boolean }) => f.ok,
        ),
      ).toBe(true);
      const badPage = await free.agent.upload('/api/batch/redact', [CASE], {
        mappings: JSON.stringify([mappingFor('x', 9, 60, 110)]),
      });
      expect([badPage.status, badPage.body.error.code]).toEqual([400, 'INVALID_MARKS']);
      const missing = await free.agent.upload('/api/batch/redact', [CASE]);
      expect(missing.body.error.code).toBe('VALIDATION_ERROR');
      const badTerms = await free.agent.upload('/api/batch/redact', [CASE], {
        mappings: JSON.stringify([mappingFor('Side 1', 1, 60, 110)]),
        search_terms: JSON.stringify('Kari'),
      });
      expect([badTerms.status, badTerms.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
      expect(badTerms.body.error.message).toContain('"search_terms" must be a list');
    });

    describe('never answers an unredacted file: marks that name no file, or remove nothing, are a 400', () => {
      const TWO = [CASE, { name: 'to.pdf', bytes: makeCasePdf(1) }];
      const cases: [string, { name: string; bytes: Uint8Array }[], unknown, string][] = [
        [
          'a key that is not an uploaded file',
          [CASE],
          { 'other.pdf': mappingFor('Side 1', 1, 60, 110) },
          '"other.pdf", which is not among the uploaded files ("sak.pdf")',
        ],
        ['an empty object', [CASE], {}, 'sak.pdf has no marks'],
        ['a number', [CASE], 42, 'must be an object keyed by file name'],
        [
          'a file left without marks',
          TWO,
          { 'sak.pdf': mappingFor('Side 1', 1, 60, 110) },
          'to.pdf has no marks',
        ],
        [
          'a list shorter than the files',
          TWO,
          [mappingFor('Side 1', 1, 60, 110)],
          'marks for 1 files, but 2 were uploaded',
        ],
        [
          'a box entirely off the page',
          [CASE],
          { 'sak.pdf': mappingFor('x', 1, 700, 900) },
          'entirely outside the page (612 × 792 pt)',
        ],
      ];
      it.each(cases)('%s', async (_name, files, mappings, message) => {
        const response = await free.agent.upload('/api/batch/redact', files, {
          mappings: JSON.stringify(mappings),
        });
        expect([response.status, response.body.error.code]).toEqual([400, 'INVALID_MARKS']);
        expect(response.body.error.message).toContain(message);
        expect(response.raw.headers['x-sladd-verification']).toBeUndefined();
      });
    });
  });

  it('refuses work beyond the page quota with QUOTA_EXCEEDED and counts processed pages', async () => {
    const user = await signUpAndLogIn(t);
    const big = { name: 'stor.pdf', bytes: makeCasePdf(30) };
    const first = await user.agent.upload('/api/batch/search', [big], { search_terms: '["Kari"]' });
    expect(first.status).toBe(200);
    const other = { name: 'annen.pdf', bytes: makeCasePdf(31) };
    const second = await user.agent.upload('/api/batch/search', [other], { search_terms: '["Kari"]' });
    expect([second.status, second.body.error.code]).toEqual([402, 'QUOTA_EXCEEDED']);
    expect(second.body.error.details).toMatchObject({ pages_requested: 31, pages_used: 30, pages_limit: 50 });
    // The file already read today is read again, and counted once (decision 0053).
    const again = await user.agent.upload('/api/pdf/extract', [big]);
    expect(again.status).toBe(200);
    const period = await createSubscriptionService(t.db.kysely).currentPeriod({ userId: user.userId });
    expect(period.used).toBe(30);
    await createSubscriptionService(t.db.kysely).grantPlan(user.email, 'basic_monthly');
    expect((await user.agent.upload('/api/batch/search', [big], { search_terms: '["Kari"]' })).status).toBe(
      200,
    );
    expect((await user.agent.get('/api/subscription/current')).body.data.usage).toEqual({
      pages_used: 30,
      pages_limit: 1000,
    });
  });
});
