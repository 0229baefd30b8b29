import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../../test/accounts.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app.ts';
import { buildApp } from '../../app.ts';

const schema = {
  pages: [
    {
      page: 1,
      sensitive: [
        { entity_type: 'PERSON_F', original_text: 'Kari Nordmann', bbox: { x0: 10, y0: 20, x1: 80, y1: 32 }, score: 0.91, engine: 'fast' },
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
    const saved = await agent.post('/api/documents', { filename: 'vedtak.pdf', redaction_schema: JSON.stringify(schema) });
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
    const invalid = await agent.post('/api/documents', { filename: 'a.pdf', redaction_schema: '{"pages":"nope"' });
    expect([invalid.status, invalid.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
    await t.db.kysely.updateTable('user_settings').set({ save_redaction_history: 0 }).where('user_id', '=', userId).execute();
    const off = await agent.post('/api/documents', { filename: 'a.pdf', redaction_schema: schema });
    expect([off.status, off.body.error.code]).toEqual([403, 'FORBIDDEN']);
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
    const [row] = await t.db.kysely.selectFrom('documents').selectAll().where('user_id', '=', userId).execute();
    expect(row!.hashed_name).not.toContain('Kari');
    expect(row!.hashed_name).toMatch(/^v1\./);
    const list = await agent.get('/api/documents?page=1&pageSize=10');
    expect(list.body.data[0].hashed_name).toBe('barnevern-Kari.pdf');
    expect((await agent.get(`/api/documents/${row!.id}`)).body.data.hashed_name).toBe('barnevern-Kari.pdf');
  });

  it('names stored in clear by older versions are sealed when the server starts', async () => {
    const { agent, userId } = await signUpAndLogIn(t);
    const saved = await agent.post('/api/documents', { filename: 'x.pdf', redaction_schema: schema });
    await t.db.kysely.updateTable('documents').set({ hashed_name: 'gammel-sak-Ola.pdf' }).where('id', '=', saved.body.data.id).execute();
    const restarted = await buildApp({ config: t.config, db: t.db, pool: t.pool });
    await restarted.close();
    const [row] = await t.db.kysely.selectFrom('documents').selectAll().where('user_id', '=', userId).execute();
    expect(row!.hashed_name).not.toContain('Ola');
    expect((await agent.get('/api/documents?page=1&pageSize=10')).body.data[0].hashed_name).toBe('gammel-sak-Ola.pdf');
  });
});
