import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, RESOURCE_LIMITS } from '@sladd/contract';
import { signUpAndLogIn, type SignedIn } from '../../test/accounts.ts';
import { multipart } from '../../test/pdfs.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app.ts';
import { createSubscriptionService } from '../subscription/subscription.service.ts';

describe.each(testDialects())('settings on %s', (dialect) => {
  let t: TestApp;
  let free: SignedIn;
  let premium: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    free = await signUpAndLogIn(t, { departmentId: 2 });
    premium = await signUpAndLogIn(t, { departmentId: 2 });
    await createSubscriptionService(t.db.kysely).grantPlan(premium.email, 'pro_monthly');
  });
  afterAll(async () => t.close());

  /** Posts a settings file the way the settings page does. */
  const importFile = (user: SignedIn, content: string | Uint8Array, name = 'settings.json', type = 'application/json') => {
    const form = multipart([{ name, bytes: typeof content === 'string' ? new TextEncoder().encode(content) : content }], {}, 'file');
    const body = Buffer.from(form.payload.toString('latin1').replace('Content-Type: application/pdf', `Content-Type: ${type}`), 'latin1');
    return user.agent.request('POST', '/api/settings/import', body, form.headers);
  };

  describe('general settings', () => {
    it('start with the spec defaults', async () => {
      const settings = (await free.agent.get('/api/settings')).body.data;
      expect(settings).toMatchObject({
        theme: 'system',
        detection_threshold: 0.5,
        use_banlist_for_detection: false,
        edit_mode: 'box',
        save_redaction_history: true,
        color_method_manual: '#00ff15',
        color_method_ml: '#ffd771',
      });
    });

    it('save free fields for everyone and premium fields only for premium users', async () => {
      const saved = await free.agent.put('/api/settings', { theme: 'dark', auto_processing: true, color_method_manual: '#112233' });
      expect(saved.body.data).toMatchObject({ theme: 'dark', auto_processing: true, color_method_manual: '#112233' });
      const unchangedPremium = await free.agent.put('/api/settings', { detection_threshold: 0.5 });
      expect(unchangedPremium.status).toBe(200);
      for (const change of [{ detection_threshold: 0.7 }, { use_banlist_for_detection: true }, { edit_mode: 'text' }, { color_method_ml: '#000000' }]) {
        const locked = await free.agent.put('/api/settings', change);
        expect([locked.status, locked.body.error.code], JSON.stringify(change)).toEqual([403, 'PREMIUM_REQUIRED']);
      }
      expect((await premium.agent.put('/api/settings', { detection_threshold: 0.73, edit_mode: 'text' })).body.data).toMatchObject({
        detection_threshold: 0.73,
        edit_mode: 'text',
      });
    });

    it('refuse invalid values with the spec messages', async () => {
      expect((await free.agent.put('/api/settings', { theme: 'purple' })).body.error.message).toBe(MESSAGES.settingsInvalidTheme);
      expect((await premium.agent.put('/api/settings', { detection_threshold: 1.5 })).body.error.message).toBe(MESSAGES.settingsInvalidThreshold);
      expect((await free.agent.put('/api/settings', { color_method_manual: 'red' })).status).toBe(400);
    });
  });

  describe('search patterns', () => {
    it('create, list, update and delete; empty, too long and duplicate terms are refused', async () => {
      const created = await free.agent.post('/api/settings/patterns', { pattern_text: '  Kari Nordmann  ' });
      expect([created.status, created.body.data.pattern_text, created.body.data.pattern_type]).toEqual([201, 'Kari Nordmann', 'normal']);
      expect((await free.agent.post('/api/settings/patterns', { pattern_text: '   ' })).body.error.message).toBe(MESSAGES.searchPatternEmpty);
      expect((await free.agent.post('/api/settings/patterns', { pattern_text: 'x'.repeat(201) })).body.error.message).toBe(MESSAGES.searchPatternTooLong);
      const duplicate = await free.agent.post('/api/settings/patterns', { pattern_text: 'Kari Nordmann' });
      expect([duplicate.status, duplicate.body.error.message]).toEqual([409, MESSAGES.searchPatternExists]);
      const updated = await free.agent.put(`/api/settings/patterns/${created.body.data.id}`, { pattern_text: 'Ola' });
      expect(updated.body.data.pattern_text).toBe('Ola');
      expect((await free.agent.get('/api/settings/patterns')).body.data.map((p: { pattern_text: string }) => p.pattern_text)).toEqual(['Ola']);
      expect((await free.agent.delete(`/api/settings/patterns/${created.body.data.id}`)).status).toBe(200);
      expect((await free.agent.delete(`/api/settings/patterns/${created.body.data.id}`)).status).toBe(404);
    });

    it('keep case-sensitive, AI and regex terms for premium users; other users cannot touch them', async () => {
      const locked = await free.agent.post('/api/settings/patterns', { pattern_text: 'ABC', pattern_type: 'case_sensitive' });
      expect(locked.body.error.code).toBe('PREMIUM_REQUIRED');
      const mine = await premium.agent.post('/api/settings/patterns', { pattern_text: 'ABC', pattern_type: 'case_sensitive' });
      expect(mine.body.data.pattern_type).toBe('case_sensitive');
      expect((await free.agent.delete(`/api/settings/patterns/${mine.body.data.id}`)).status).toBe(404);
      expect((await free.agent.put(`/api/settings/patterns/${mine.body.data.id}`, { pattern_text: 'x' })).status).toBe(404);
    });
  });

  describe('ignore list', () => {
    it('is premium; words are trimmed and lowercased; empty, long and duplicate words are refused', async () => {
      expect((await free.agent.post('/api/settings/ban-list/words', { words: ['oslo'] })).body.error.code).toBe('PREMIUM_REQUIRED');
      const added = await premium.agent.post('/api/settings/ban-list/words', { words: ['  Oslo ', 'NAV'] });
      expect(added.body.data.words).toEqual(['nav', 'oslo']);
      expect((await premium.agent.post('/api/settings/ban-list/words', { words: [' '] })).body.error.message).toBe(MESSAGES.banWordEmpty);
      expect((await premium.agent.post('/api/settings/ban-list/words', { words: ['x'.repeat(101)] })).body.error.message).toBe(MESSAGES.banWordTooLong);
      const duplicate = await premium.agent.post('/api/settings/ban-list/words', { words: ['OSLO'] });
      expect([duplicate.status, duplicate.body.error.message]).toEqual([409, MESSAGES.banWordExists]);
      const removed = await premium.agent.delete('/api/settings/ban-list/words', { words: ['Oslo'] });
      expect(removed.body.data.words).toEqual(['nav']);
    });
  });

  describe('entity lists', () => {
    it('list a method; other method ids give the spec message', async () => {
      const fast = (await free.agent.get('/api/settings/entities/1')).body.data;
      expect(fast.filter((e: { is_predefined: boolean }) => e.is_predefined).map((e: { entity_text: string }) => e.entity_text)).toEqual(
        expect.arrayContaining(['PERSON_F', 'NO_FODSELSNUMMER_F']),
      );
      const bad = await free.agent.get('/api/settings/entities/4');
      expect([bad.status, bad.body.error.message]).toEqual([400, 'Invalid method ID: 4']);
    });

    it('add custom entities (409 when some exist), never remove predefined ones', async () => {
      expect((await free.agent.post('/api/settings/entities', { method_id: 1, entity_texts: ['CRYPTO_F'] })).body.error.code).toBe('PREMIUM_REQUIRED');
      const added = await premium.agent.post('/api/settings/entities', { method_id: 1, entity_texts: ['CRYPTO_F', 'ALL_FAST'] });
      expect(added.status).toBe(201);
      const again = await premium.agent.post('/api/settings/entities', { method_id: 1, entity_texts: ['CRYPTO_F', 'URL_F'] });
      expect([again.status, again.body.error.message]).toEqual([409, MESSAGES.entitiesExist]);
      expect(again.body.error.details.added).toEqual(['URL_F']);
      const unknown = await premium.agent.post('/api/settings/entities', { method_id: 1, entity_texts: ['PERSON_A'] });
      expect(unknown.status).toBe(400);

      const list = (await premium.agent.get('/api/settings/entities/1')).body.data;
      const predefined = list.find((e: { entity_text: string }) => e.entity_text === 'PERSON_F');
      const refused = await premium.agent.delete(`/api/settings/entities/${predefined.id}`);
      expect([refused.status, refused.body.error.code]).toEqual([409, 'PREDEFINED_ENTITY']);
      const custom = list.find((e: { entity_text: string }) => e.entity_text === 'CRYPTO_F');
      expect((await free.agent.delete(`/api/settings/entities/${custom.id}`)).status).toBe(403);
      expect((await premium.agent.delete(`/api/settings/entities/${custom.id}`)).status).toBe(200);

      const cleared = await premium.agent.delete('/api/settings/entities/delete_entities_by_method_id/1');
      expect(cleared.body.data.deleted).toBe(1);
      const after = (await premium.agent.get('/api/settings/entities/1')).body.data;
      expect(after.every((e: { is_predefined: boolean }) => e.is_predefined)).toBe(true);
      expect(after.length).toBeGreaterThan(0);
    });
  });

  describe('export and import', () => {
    it('are premium', async () => {
      expect((await free.agent.get('/api/settings/export')).body.error.code).toBe('PREMIUM_REQUIRED');
      expect((await importFile(free, '{}')).body.error.code).toBe('PREMIUM_REQUIRED');
    });

    it('a free user is refused before the file is read: 4.8 MB of malformed JSON is 403, not parsed (issue 27, item 5)', async () => {
      const junk = `{"settings": [${'1,'.repeat(2_500_000)}`;
      const refused = await importFile(free, junk);
      expect([refused.status, refused.body.error.code]).toEqual([403, 'PREMIUM_REQUIRED']);
    });

    it('a malformed multipart body is 400 BAD_REQUEST, not a server error', async () => {
      const form = multipart([{ name: 'settings.json', bytes: new TextEncoder().encode('{}') }], {}, 'file');
      const cut = form.payload.subarray(0, form.payload.length - 20);
      const answer = await premium.agent.request('POST', '/api/settings/import', cut, form.headers);
      expect([answer.status, answer.body.error.code]).toEqual([400, 'BAD_REQUEST']);
      const wrongBoundary = await premium.agent.request('POST', '/api/settings/import', form.payload, {
        'content-type': 'multipart/form-data; boundary=----nope',
      });
      expect([wrongBoundary.status, wrongBoundary.body.error.code]).toEqual([400, 'BAD_REQUEST']);
    });

    it('round-trips: export, change everything, import, all restored', async () => {
      const user = await signUpAndLogIn(t);
      await createSubscriptionService(t.db.kysely).grantPlan(user.email, 'pro_monthly');
      await user.agent.put('/api/settings', { theme: 'dark', detection_threshold: 0.8 });
      await user.agent.post('/api/settings/patterns', { pattern_text: 'Bergen' });
      await user.agent.post('/api/settings/ban-list/words', { words: ['nav'] });
      await user.agent.post('/api/settings/entities', { method_id: 1, entity_texts: ['CRYPTO_F'] });
      const exported = await user.agent.get('/api/settings/export');
      expect(exported.raw.headers['content-disposition']).toContain('sladd-settings-');

      await user.agent.put('/api/settings', { theme: 'light', detection_threshold: 0.2 });
      await user.agent.delete('/api/settings/ban-list/words', { words: ['nav'] });
      await user.agent.post('/api/settings/patterns', { pattern_text: 'Tromsø' });
      await user.agent.delete('/api/settings/entities/delete_entities_by_method_id/1');

      const imported = await importFile(user, JSON.stringify(exported.body.data));
      expect(imported.status).toBe(200);
      expect((await user.agent.get('/api/settings')).body.data).toMatchObject({ theme: 'dark', detection_threshold: 0.8 });
      expect((await user.agent.get('/api/settings/ban-list')).body.data.words).toEqual(['nav']);
      expect((await user.agent.get('/api/settings/patterns')).body.data.map((p: { pattern_text: string }) => p.pattern_text)).toEqual(['Bergen']);
      const fast = (await user.agent.get('/api/settings/entities/1')).body.data.map((e: { entity_text: string }) => e.entity_text);
      expect(fast).toContain('CRYPTO_F');
    });

    const valid = () => ({
      user_id: 'u',
      export_date: '2026-11-21',
      general_settings: { theme: 'dark', auto_processing: true, detection_threshold: 0.3, use_banlist_for_detection: true },
      ban_list: { words: [' Alpha ', '', 'beta'] },
      search_patterns: null,
      model_entities: null,
    });
    const fileCases: [string, () => unknown, string][] = [
      ['a list instead of an object', () => [], MESSAGES.settingsNotObject],
      ['no user_id', () => ({ ...valid(), user_id: undefined }), MESSAGES.settingsMissingProperties],
      ['no export_date', () => ({ ...valid(), export_date: undefined }), MESSAGES.settingsMissingProperties],
      ['general settings that are not an object', () => ({ ...valid(), general_settings: 'dark' }), MESSAGES.settingsInvalidGeneral],
      ['a missing theme', () => ({ ...valid(), general_settings: { ...valid().general_settings, theme: undefined } }), 'Invalid settings format: missing theme property'],
      ['a missing threshold', () => ({ ...valid(), general_settings: { ...valid().general_settings, detection_threshold: undefined } }), 'Invalid settings format: missing detection_threshold property'],
      ['a threshold written as text', () => ({ ...valid(), general_settings: { ...valid().general_settings, detection_threshold: '0.5' } }), MESSAGES.settingsTypesMismatch],
      ['an unknown theme', () => ({ ...valid(), general_settings: { ...valid().general_settings, theme: 'neon' } }), MESSAGES.settingsInvalidTheme],
      ['a threshold above 1', () => ({ ...valid(), general_settings: { ...valid().general_settings, detection_threshold: 1.2 } }), MESSAGES.settingsInvalidThreshold],
      ['ban words that are not a list', () => ({ ...valid(), ban_list: { words: 'nav' } }), MESSAGES.settingsWordsNotArray],
      ['ban words that are not strings', () => ({ ...valid(), ban_list: { words: ['nav', 3] } }), MESSAGES.settingsWordsNotStrings],
      ['patterns that are not a list', () => ({ ...valid(), search_patterns: {} }), MESSAGES.settingsPatternsNotArray],
      ['entities that are not a list', () => ({ ...valid(), model_entities: 'PERSON_F' }), MESSAGES.settingsEntitiesNotArray],
    ];
    it.each(fileCases)('refuse %s with the spec message and change nothing', async (_name, make, message) => {
      const before = (await premium.agent.get('/api/settings')).body.data;
      const words = (await premium.agent.get('/api/settings/ban-list')).body.data.words;
      const response = await importFile(premium, JSON.stringify(make()));
      expect([response.status, response.body.error.message]).toEqual([400, message]);
      expect((await premium.agent.get('/api/settings')).body.data).toEqual(before);
      expect((await premium.agent.get('/api/settings/ban-list')).body.data.words).toEqual(words);
    });

    it('refuse a non-JSON file type, an unparsable file and a file over 5 MB', async () => {
      expect((await importFile(premium, '{}', 'settings.txt', 'text/plain')).body.error.message).toBe(MESSAGES.invalidFileType);
      expect((await importFile(premium, '{"theme": ', 'settings.json')).body.error.message).toBe(MESSAGES.failedToParseJson);
      const big = new Uint8Array(5 * 1024 * 1024 + 1).fill(32);
      expect((await importFile(premium, big)).body.error.message).toBe(MESSAGES.fileTooLarge);
    });

    describe('lists over the limits are refused before the database is touched', () => {
      const { maxSearchPatterns, maxBanWords, maxCustomEntities } = RESOURCE_LIMITS;
      const patterns = (n: number) => Array.from({ length: n }, (_, i) => ({ pattern_text: `term ${i}`, pattern_type: 'normal' }));
      const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`);
      const entities = (n: number) => Array.from({ length: n }, (_, i) => ({ method_id: 1, entity_text: `E${i}` }));
      const over: [string, () => object, string][] = [
        ['55 000 search terms', () => ({ ...valid(), search_patterns: patterns(55_000) }), `This would make 55,000 search terms; at most 1,000 are allowed.`],
        ['one ignore-list word too many', () => ({ ...valid(), ban_list: { words: words(maxBanWords + 1) } }), `This would make 5,001 ignore-list words; at most 5,000 are allowed.`],
        ['one entity too many', () => ({ ...valid(), model_entities: entities(maxCustomEntities + 1) }), `This would make 501 entities; at most 500 are allowed.`],
      ];
      it.each(over)('%s: 400 naming the limit, nothing changed', async (_name, make, message) => {
        const user = await signUpAndLogIn(t);
        await createSubscriptionService(t.db.kysely).grantPlan(user.email, 'pro_monthly');
        await user.agent.post('/api/settings/ban-list/words', { words: ['kept'] });
        const response = await importFile(user, JSON.stringify(make()));
        expect([response.status, response.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
        expect(response.body.error.message).toContain(message);
        expect((await user.agent.get('/api/settings/ban-list')).body.data.words).toEqual(['kept']);
        expect((await user.agent.get('/api/settings/patterns')).body.data).toEqual([]);
      });

      it('a file exactly at the limits is imported whole, in one transaction', async () => {
        const user = await signUpAndLogIn(t);
        await createSubscriptionService(t.db.kysely).grantPlan(user.email, 'pro_monthly');
        const file = { ...valid(), search_patterns: patterns(maxSearchPatterns), ban_list: { words: words(maxBanWords) } };
        expect((await importFile(user, JSON.stringify(file))).status).toBe(200);
        expect((await user.agent.get('/api/settings/ban-list')).body.data.words).toHaveLength(maxBanWords);
        expect((await user.agent.get('/api/settings/patterns')).body.data).toHaveLength(maxSearchPatterns);
        const more = await user.agent.post('/api/settings/patterns', { pattern_text: 'one more', pattern_type: 'normal' });
        expect([more.status, more.body.error.message]).toEqual([400, expect.stringContaining('at most 1,000 are allowed')]);
      });
    });

    it('sanitise a valid file: ban words trimmed and lowercased, empties dropped', async () => {
      const user = await signUpAndLogIn(t);
      await createSubscriptionService(t.db.kysely).grantPlan(user.email, 'pro_monthly');
      expect((await importFile(user, JSON.stringify(valid()))).status).toBe(200);
      expect((await user.agent.get('/api/settings/ban-list')).body.data.words).toEqual(['alpha', 'beta']);
      expect((await user.agent.get('/api/settings')).body.data).toMatchObject({ theme: 'dark', detection_threshold: 0.3, use_banlist_for_detection: true });
    });
  });
});
