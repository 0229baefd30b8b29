import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../../test/accounts.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { randomUUID } from 'node:crypto';
import { RESOURCE_LIMITS } from '@sladd/contract';

const schema = {
  pages: [
    {
      page: 1,
      sensitive: [
        {
          entity_type: 'PERSON_F',
          original_text: 'Kari Nordmann',
          bbox: { x0: 10, y0: 20, x1: 80, y1: 32 },
          score: 0.91,
          engine: 'fast',
        },
        { entity_type: 'MANUAL', original_text: '', bbox: { x0: 100, y0: 200, x1: 300, y1: 260 } },
      ],
    },
  ],
};

describe.each(testDialects())('redaction history on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('saves, lists with total_items, loads and deletes; the covered text is encrypted at rest', async () => {
    const { agent, userId } = await signUpAndLogIn(t);
    const saved = await agent.post('/api/documents', {
      filename: 'vedtak.pdf',
      redaction_schema: JSON.stringify(schema),
    });
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({ hashed_name: 'vedtak.pdf', entity_count: 2 });
    await agent.post('/api/documents', { filename: 'notat.pdf', redaction_schema: schema });

    const list = await agent.get('/api/documents?page=1&pageSize=1');
    expect(list.body.meta.total_items).toBe(2);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0].hashed_name).toBe('notat.pdf');

    const row = await t.db.kysely.selectFrom('documents').selectAll().where('user_id', '=', userId).execute();
    expect(row.map((r) => r.redaction_schema).join()).not.toContain('Kari Nordmann');

    const loaded = await agent.get(`/api/documents/${saved.body.data.id}`);
    expect(loaded.body.data.redaction_schema).toEqual(schema);

    expect((await agent.delete(`/api/documents/${saved.body.data.id}`)).status).toBe(200);
    expect((await agent.get(`/api/documents/${saved.body.data.id}`)).status).toBe(404);
  });

  it("returns 404 for another user's history, for reading and for deleting", async () => {
    const owner = await signUpAndLogIn(t);
    const other = await signUpAndLogIn(t);
    const saved = await owner.agent.post('/api/documents', { filename: 'a.pdf', redaction_schema: schema });
    const id = saved.body.data.id;
    expect((await other.agent.get(`/api/documents/${id}`)).status).toBe(404);
    expect((await other.agent.delete(`/api/documents/${id}`)).status).toBe(404);
    expect((await other.agent.get('/api/documents')).body.meta.total_items).toBe(0);
    expect((await owner.agent.get(`/api/documents/${id}`)).status).toBe(200);
  });

  it('refuses an invalid schema and saving while history is turned off', async () => {
    const { agent, userId } = await signUpAndLogIn(t);
    const invalid = await agent.post('/api/documents', {
      filename: 'a.pdf',
      redaction_schema: '{"pages":"nope"',
    });
    expect([invalid.status, invalid.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
    await t.db.kysely
      .updateTable('user_settings')
      .set({ save_redaction_history: 0 })
      .where('user_id', '=', userId)
      .execute();
    const off = await agent.post('/api/documents', { filename: 'a.pdf', redaction_schema: schema });
    expect([off.status, off.body.error.code]).toEqual([403, 'FORBIDDEN']);
  });
});

describe.each(testDialects())('history limits on %s (issue 27, item 2)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const mark = (text: string) => ({
    entity_type: 'PERSON_F',
    original_text: text,
    bbox: { x0: 1, y0: 2, x1: 3, y1: 4 },
  });

  it('a 20 MB history body is refused with 413 before it is read; nothing is stored', async () => {
    const { agent, userId } = await signUpAndLogIn(t);
    const huge = {
      pages: [{ page: 1, sensitive: Array.from({ length: 2_000 }, () => mark('x'.repeat(10_000))) }],
    };
    const refused = await agent.post('/api/documents', { filename: 'stor.pdf', redaction_schema: huge });
    expect([refused.status, refused.body.error.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const rows = await t.db.kysely
      .selectFrom('documents')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(rows).toEqual([]);
  });

  it(`an item holds at most ${RESOURCE_LIMITS.maxHistoryMarks.toLocaleString('en')} marks and ${RESOURCE_LIMITS.maxHistoryMarkText.toLocaleString('en')} characters a mark`, async () => {
    const { agent } = await signUpAndLogIn(t);
    const many = {
      pages: [1, 2].map((page) => ({ page, sensitive: Array.from({ length: 5_001 }, () => mark('Kari')) })),
    };
    const tooMany = await agent.post('/api/documents', { filename: 'a.pdf', redaction_schema: many });
    expect([tooMany.status, tooMany.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(JSON.stringify(tooMany.body.error)).toContain('at most 10,000 marks');
    const long = {
      pages: [{ page: 1, sensitive: [mark('x'.repeat(RESOURCE_LIMITS.maxHistoryMarkText + 1))] }],
    };
    expect((await agent.post('/api/documents', { filename: 'a.pdf', redaction_schema: long })).status).toBe(
      400,
    );
    const fits = {
      pages: [
        {
          page: 1,
          sensitive: Array.from({ length: RESOURCE_LIMITS.maxHistoryMarks }, () => mark('Kari Nordmann')),
        },
      ],
    };
    expect((await agent.post('/api/documents', { filename: 'a.pdf', redaction_schema: fits })).status).toBe(
      201,
    );
  });

  it(`a person keeps at most ${RESOURCE_LIMITS.maxHistoryItems.toLocaleString('en')} items: the next save is 409 HISTORY_FULL until one is deleted`, async () => {
    const { agent, userId } = await signUpAndLogIn(t);
    const rows = Array.from({ length: RESOURCE_LIMITS.maxHistoryItems - 1 }, (_, i) => ({
      id: randomUUID(),
      user_id: userId,
      hashed_name: `gammel-${i}.pdf`,
      upload_timestamp: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
      entity_count: 0,
      redaction_schema: '{"pages":[]}',
    }));
    for (let i = 0; i < rows.length; i += 200)
      await t.db.kysely
        .insertInto('documents')
        .values(rows.slice(i, i + 200))
        .execute();
    const last = await agent.post('/api/documents', { filename: 'siste.pdf', redaction_schema: schema });
    expect(last.status).toBe(201);
    const full = await agent.post('/api/documents', { filename: 'en-til.pdf', redaction_schema: schema });
    expect([full.status, full.body.error.code]).toEqual([409, 'HISTORY_FULL']);
    expect(full.body.error.message).toContain('holds 1,000 items');
    expect((await agent.delete(`/api/documents/${last.body.data.id}`)).status).toBe(200);
    expect(
      (await agent.post('/api/documents', { filename: 'en-til.pdf', redaction_schema: schema })).status,
    ).toBe(201);
  });
});

describe.each(testDialects())('history saves and the stored format on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, (config) => ({
      ...config,
      rateLimits: { ...config.rateLimits, historySavesPerUser: { limit: 3, windowMs: 60_000 } },
    }));
  });
  afterAll(async () => t.close());

  it('limits the saves of one person per minute (429), others unaffected (issue 27, item 2)', async () => {
    const { agent } = await signUpAndLogIn(t);
    for (let i = 0; i < 3; i++)
      expect(
        (await agent.post('/api/documents', { filename: `${i}.pdf`, redaction_schema: schema })).status,
      ).toBe(201);
    const refused = await agent.post('/api/documents', { filename: 'x.pdf', redaction_schema: schema });
    expect([refused.status, refused.body.error.code]).toEqual([429, 'RATE_LIMITED']);
    const other = await signUpAndLogIn(t);
    expect(
      (await other.agent.post('/api/documents', { filename: 'a.pdf', redaction_schema: schema })).status,
    ).toBe(201);
  });

  it('limits the bytes one person saves per minute, counted before the body is read', async () => {
    const mark = {
      entity_type: 'PERSON_F',
      original_text: 'x'.repeat(1_000),
      bbox: { x0: 1, y0: 2, x1: 3, y1: 4 },
    };
    // About 2.1 MB each; this app allows 5 MB a minute (the default is 16 MB).
    const big = { pages: [{ page: 1, sensitive: Array.from({ length: 2_000 }, () => mark) }] };
    const bytesApp = await createTestApp(dialect, (config) => ({
      ...config,
      rateLimits: { ...config.rateLimits, historyBytesPerUser: { limit: 5 * 1024 * 1024, windowMs: 60_000 } },
    }));
    try {
      const user = await signUpAndLogIn(bytesApp);
      const answers: number[] = [];
      for (let i = 0; i < 3; i++)
        answers.push(
          (await user.agent.post('/api/documents', { filename: 'stor.pdf', redaction_schema: big })).status,
        );
      expect(answers).toEqual([201, 201, 429]);
    } finally {
      await bytesApp.close();
    }
  });

  it('seals the covered texts of an item together, and still opens items sealed one mark at a time', async () => {
    const { agent, userId } = await signUpAndLogIn(t);
    const saved = await agent.post('/api/documents', { filename: 'ny.pdf', redaction_schema: schema });
    const row = await t.db.kysely
      .selectFrom('documents')
      .selectAll()
      .where('id', '=', saved.body.data.id)
      .executeTakeFirstOrThrow();
    const stored = JSON.parse(row.redaction_schema);
    expect(typeof stored.sealed_texts).toBe('string');
    expect(stored.pages[0].sensitive.map((item: { original_text: string }) => item.original_text)).toEqual([
      '',
      '',
    ]);
    // An item written by an earlier version: each mark's text sealed on its own.
    const { createFieldCipher } = await import('../../platform/field-cipher.ts');
    const cipher = createFieldCipher(t.config.authSecret, 'redaction-history-v1');
    const legacy = {
      pages: schema.pages.map((page) => ({
        page: page.page,
        sensitive: page.sensitive.map((item) => ({
          ...item,
          original_text: cipher.encrypt(item.original_text),
        })),
      })),
    };
    const id = randomUUID();
    await t.db.kysely
      .insertInto('documents')
      .values({
        id,
        user_id: userId,
        hashed_name: cipher.encrypt('gammel.pdf'),
        upload_timestamp: new Date().toISOString(),
        entity_count: 2,
        redaction_schema: JSON.stringify(legacy),
      })
      .execute();
    for (const documentId of [saved.body.data.id, id])
      expect((await agent.get(`/api/documents/${documentId}`)).body.data.redaction_schema).toEqual(schema);
  });
});

describe.each(testDialects())('history file names on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('the file name is encrypted at rest and shown in clear to its owner', async () => {
    const { agent, userId } = await signUpAndLogIn(t);
    await agent.post('/api/documents', { filename: 'barnevern-Kari.pdf', redaction_schema: schema });
    const [row] = await t.db.kysely
      .selectFrom('documents')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    expect(row!.hashed_name).not.toContain('Kari');
    expect(row!.hashed_name).toMatch(/^v1\./);
    const list = await agent.get('/api/documents?page=1&pageSize=10');
    expect(list.body.data[0].hashed_name).toBe('barnevern-Kari.pdf');
    expect((await agent.get(`/api/documents/${row!.id}`)).body.data.hashed_name).toBe('barnevern-Kari.pdf');
  });

  it('names stored in clear by older versions are sealed when the server starts', async () => {
    const { agent, userId } = await signUpAndLogIn(t);
    const saved = await agent.post('/api/documents', { filename: 'x.pdf', redaction_schema: schema });
    await t.db.kysely
      .updateTable('documents')
      .set({ hashed_name: 'gammel-sak-Ola.pdf' })
      .where('id', '=', saved.body.data.id)
      .execute();
    const restarted = await buildApp({ config: t.config, db: t.db, pool: t.pool });
    await restarted.close();
    const [row] = await t.db.kysely
      .selectFrom('documents')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    expect(row!.hashed_name).not.toContain('Ola');
    expect((await agent.get('/api/documents?page=1&pageSize=10')).body.data[0].hashed_name).toBe(
      'gammel-sak-Ola.pdf',
    );
  });
});
