import { createHash } from 'node:crypto';
import type { OrganizationRole } from '@sladd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createAgent } from '../../test/agent.ts';
import { makeOrganizationWithEveryRole, signUpAndLogIn, type SignedIn } from '../../test/accounts.ts';
import { makeCasePdf, popplerText } from '../../test/pdfs.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app.ts';

// Decision 0061: a second pair of eyes. Marks and hashes travel, the file never does; a
// review-requiring organization releases only an approved file with its approved marks.
type Who = OrganizationRole | 'outsider' | 'anonymous';
const EVERYONE: readonly Who[] = ['owner', 'admin', 'reviewer', 'member', 'viewer', 'outsider', 'anonymous'];
const FILE_NAME = 'Barnevernsak Kari Nordmann.pdf';
const CASE = { name: FILE_NAME, bytes: makeCasePdf(2, 4711) };
const CASE_HASH = createHash('sha256').update(CASE.bytes).digest('hex');
const OTHER = { name: 'annen.pdf', bytes: makeCasePdf(2, 4712) };

type Mark = {
  entity_type: string;
  original_text: string;
  bbox: { x0: number; y0: number; x1: number; y1: number };
  legal_basis?: string;
  reason?: string;
};

describe.each(testDialects())('reviews on %s', (dialect) => {
  let t: TestApp;
  let outsider: SignedIn;
  /** Page 1's marks: the name and the phone number, both under offl. § 13. */
  let marks: Mark[];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    outsider = await signUpAndLogIn(t);
    const found = await outsider.agent.upload('/api/batch/search', [CASE], {
      search_terms: JSON.stringify(['Kari Nordmann', '912 34 567']),
    });
    const matches = found.body.data.file_results[0].results.match_details.pages.find(
      (p: { page: number }) => p.page === 1,
    ).matches as { text: string; bbox: Mark['bbox'] }[];
    marks = matches.map((m) => ({
      entity_type: 'PERSON',
      original_text: m.text,
      bbox: m.bbox,
      legal_basis: 'no-offl-13',
      reason: 'Navn på privatperson',
    }));
    expect(marks.length).toBeGreaterThanOrEqual(2);
  });
  afterAll(async () => t.close());

  async function makeOrganization(name: string) {
    const { orgId, people } = await makeOrganizationWithEveryRole(t, name);
    const agentOf = (who: Who): Agent =>
      who === 'anonymous' ? createAgent(t.app) : who === 'outsider' ? outsider.agent : people[who].agent;
    const org = { org_id: orgId };
    return { orgId, people, agentOf, org };
  }

  const submission = (pages = [{ page: 1, sensitive: marks }]) => ({
    file_name: FILE_NAME,
    document_hash: CASE_HASH,
    page_count: 2,
    note: 'Innsynskrav fra VG',
    pages,
  });
  const mappingOf = (pages: { page: number; sensitive: Mark[] }[]) =>
    JSON.stringify({ [FILE_NAME]: { pages } });

  it('role table: who submits, lists, reads, decides and withdraws', async () => {
    const { people, agentOf, org, orgId } = await makeOrganization('Kontroll roller');
    const submitStatus: Partial<Record<Who, number>> = {};
    for (const who of EVERYONE)
      submitStatus[who] = (await agentOf(who).post('/api/reviews', submission(), org)).status;
    // An outsider naming the organization is refused by the membership check: no such organization.
    expect(submitStatus).toEqual({
      owner: 201,
      admin: 201,
      reviewer: 201,
      member: 201,
      viewer: 403,
      outsider: 404,
      anonymous: 401,
    });
    const viewer = await agentOf('viewer').post('/api/reviews', submission(), org);
    expect(viewer.body.error.message).toBe(
      "A viewer's seat does not include submitting documents for review.",
    );

    // Lists: deciders see all four, a member their own, a viewer none of anyone's.
    const listed = async (who: Who) => (await agentOf(who).get('/api/reviews', org)).body.data?.length;
    expect(await listed('owner')).toBe(4);
    expect(await listed('admin')).toBe(4);
    expect(await listed('reviewer')).toBe(4);
    expect(await listed('member')).toBe(1);
    expect(await listed('viewer')).toBe(0);
    // mine=true: one's own; mine=false: everyone else's (a reviewer's queue); a member still only theirs.
    const count = async (who: Who, mine: boolean) =>
      (await agentOf(who).get(`/api/reviews?mine=${mine}`, org)).body.data.length;
    expect([await count('reviewer', true), await count('reviewer', false)]).toEqual([1, 3]);
    expect([await count('member', true), await count('member', false)]).toEqual([1, 1]);

    // The member's submission: who may read it and who may decide it.
    const all = (await agentOf('owner').get('/api/reviews', org)).body.data as {
      id: string;
      submitted_by: { id: string };
    }[];
    const ofMember = all.find((r) => r.submitted_by.id === people.member.userId)!;
    const ofOwner = all.find((r) => r.submitted_by.id === people.owner.userId)!;
    const readStatus: Partial<Record<Who, number>> = {};
    for (const who of EVERYONE)
      readStatus[who] = (await agentOf(who).get(`/api/reviews/${ofMember.id}`, org)).status;
    expect(readStatus).toEqual({
      owner: 200,
      admin: 200,
      reviewer: 200,
      member: 200,
      viewer: 404,
      outsider: 404,
      anonymous: 401,
    });
    // Another member's (here: the owner's) review is not there for a member.
    expect((await agentOf('member').get(`/api/reviews/${ofOwner.id}`, org)).status).toBe(404);

    const decideStatus: Partial<Record<Who, number>> = {};
    for (const who of ['member', 'viewer', 'outsider', 'anonymous'] as const)
      decideStatus[who] = (
        await agentOf(who).post(`/api/reviews/${ofOwner.id}/decision`, { decision: 'approve' }, org)
      ).status;
    expect(decideStatus).toEqual({ member: 404, viewer: 404, outsider: 404, anonymous: 401 });
    // Four eyes: the owner cannot approve their own submission; an admin, a reviewer can.
    const own = await agentOf('owner').post(
      `/api/reviews/${ofOwner.id}/decision`,
      { decision: 'approve' },
      org,
    );
    expect([own.status, own.body.error.message]).toEqual([
      403,
      'You submitted this document; another reviewer has to approve or reject it.',
    ]);
    expect(
      (await agentOf('reviewer').post(`/api/reviews/${ofOwner.id}/decision`, { decision: 'approve' }, org))
        .status,
    ).toBe(200);
    expect(
      (
        await agentOf('admin').post(
          `/api/reviews/${ofMember.id}/decision`,
          { decision: 'reject', comment: 'Mangler fødselsnummer på side 2' },
          org,
        )
      ).status,
    ).toBe(200);
    // Withdrawing is the submitter's alone, and only while pending.
    const ofReviewer = all.find((r) => r.submitted_by.id === people.reviewer.userId)!;
    expect((await agentOf('admin').delete(`/api/reviews/${ofReviewer.id}`, {}, org)).status).toBe(403);
    expect((await agentOf('reviewer').delete(`/api/reviews/${ofReviewer.id}`, {}, org)).status).toBe(200);
    const again = await agentOf('reviewer').delete(`/api/reviews/${ofReviewer.id}`, {}, org);
    expect([again.status, again.body.error.code]).toEqual([409, 'REVIEW_NOT_PENDING']);

    // The setting: every member reads it, owners and admins change it.
    const settings = `/api/organizations/${orgId}/review-settings`;
    const readSetting: Partial<Record<Who, number>> = {};
    const writeSetting: Partial<Record<Who, number>> = {};
    for (const who of EVERYONE) {
      readSetting[who] = (await agentOf(who).get(settings)).status;
      writeSetting[who] = (await agentOf(who).put(settings, { review_required: who === 'admin' })).status;
    }
    expect(readSetting).toEqual({
      owner: 200,
      admin: 200,
      reviewer: 200,
      member: 200,
      viewer: 200,
      outsider: 404,
      anonymous: 401,
    });
    expect(writeSetting).toEqual({
      owner: 200,
      admin: 200,
      reviewer: 403,
      member: 403,
      viewer: 403,
      outsider: 404,
      anonymous: 401,
    });
    expect((await agentOf('member').get(settings)).body.data).toEqual({ review_required: true });
  });

  it('the flow: submit, a reviewer changes a mark and approves, only the approved file and marks are released', async () => {
    const { people, orgId, org } = await makeOrganization('Kontroll flyt');
    const settings = `/api/organizations/${orgId}/review-settings`;
    expect((await people.owner.agent.put(settings, { review_required: true })).status).toBe(200);

    // Without a review, release is refused before anything is redacted.
    const refused = await people.member.agent.upload(
      '/api/batch/redact',
      [CASE],
      { mappings: mappingOf([{ page: 1, sensitive: marks }]) },
      { headers: org },
    );
    expect([refused.status, refused.body.error.code]).toEqual([409, 'REVIEW_REQUIRED']);

    const submitted = await people.member.agent.post('/api/reviews', submission(), org);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    const review = submitted.body.data;
    expect(review).toMatchObject({
      status: 'pending',
      file_name: FILE_NAME,
      document_hash: CASE_HASH,
      mark_count: marks.length,
      codes: ['no-offl-13'],
      note: 'Innsynskrav fra VG',
      submitted_by: { id: people.member.userId, username: expect.any(String) },
      changed_by_reviewer: false,
    });

    // The reviewer reads the marks with their codes and reasons, changes the phone number's code.
    const read = await people.reviewer.agent.get(`/api/reviews/${review.id}`, org);
    expect(read.body.data.pages[0].sensitive[0]).toMatchObject({
      legal_basis: 'no-offl-13',
      reason: 'Navn på privatperson',
      original_text: marks[0]!.original_text,
    });
    const changed = [
      { page: 1, sensitive: marks.map((m, i) => (i === 1 ? { ...m, legal_basis: 'no-offl-24-2' } : m)) },
    ];
    const approved = await people.reviewer.agent.post(
      `/api/reviews/${review.id}/decision`,
      { decision: 'approve', comment: 'Telefonnummeret unntas etter § 24', pages: changed },
      org,
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({
      status: 'approved',
      changed_by_reviewer: true,
      codes: ['no-offl-13', 'no-offl-24-2'],
      reviewed_by: { id: people.reviewer.userId },
      comment: 'Telefonnummeret unntas etter § 24',
    });
    // A second decision loses.
    const late = await people.admin.agent.post(
      `/api/reviews/${review.id}/decision`,
      { decision: 'reject', comment: 'Nei' },
      org,
    );
    expect([late.status, late.body.error.code]).toEqual([409, 'REVIEW_NOT_PENDING']);

    // The submitted (unchanged) marks are not the approved ones; another file is not this one.
    const stale = await people.member.agent.upload(
      '/api/batch/redact',
      [CASE],
      { mappings: mappingOf([{ page: 1, sensitive: marks }]) },
      { headers: org },
    );
    expect([stale.status, stale.body.error.code]).toEqual([409, 'REVIEW_MARKS_CHANGED']);
    const otherFile = await people.member.agent.upload(
      '/api/batch/redact',
      [{ ...OTHER, name: FILE_NAME }],
      { mappings: mappingOf(changed) },
      { headers: org },
    );
    expect([otherFile.status, otherFile.body.error.code]).toEqual([409, 'REVIEW_REQUIRED']);

    // The approved marks on the very file: released, with the codes in the boxes.
    const released = await people.member.agent.upload(
      '/api/batch/redact',
      [CASE],
      {
        mappings: mappingOf(changed),
        appearance: JSON.stringify({ mode: 'fill', text_source: 'legal_basis' }),
      },
      { headers: org },
    );
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    const page1 = popplerText(released.raw.rawPayload).split('\f')[0]!;
    expect(page1).toContain('offl. § 13');
    expect(page1).toContain('offl. § 24');
    for (const mark of marks) expect(page1).not.toContain(mark.original_text);
    const after = await people.member.agent.get(`/api/reviews/${review.id}`, org);
    expect(after.body.data).toMatchObject({ status: 'released', released_at: expect.any(String) });

    // The trail: each step, by whom, with the codes; never the file's name.
    const trail = await people.owner.agent.get(`/api/organizations/${orgId}/audit-events`);
    const steps = (
      trail.body.data as { action: string; actor_user_id: string; codes: string[]; document_hash: string }[]
    )
      .reverse()
      .map((e) => [e.action, e.actor_user_id, e.codes.join(' '), e.document_hash]);
    expect(steps).toEqual([
      ['submitted', people.member.userId, 'no-offl-13', CASE_HASH],
      ['changed', people.reviewer.userId, 'no-offl-13 no-offl-24-2', CASE_HASH],
      ['approved', people.reviewer.userId, 'no-offl-13 no-offl-24-2', CASE_HASH],
      ['released', people.member.userId, 'no-offl-13 no-offl-24-2', CASE_HASH],
    ]);
    expect(JSON.stringify(trail.body)).not.toContain('Kari');
  });

  it('release rights: a member may not release another member’s approval; a reviewer may', async () => {
    const { people, orgId, org } = await makeOrganization('Kontroll utlevering');
    await people.owner.agent.put(`/api/organizations/${orgId}/review-settings`, { review_required: true });
    const submitted = await people.admin.agent.post('/api/reviews', submission(), org);
    await people.reviewer.agent.post(
      `/api/reviews/${submitted.body.data.id}/decision`,
      { decision: 'approve' },
      org,
    );
    const release = (agent: Agent) =>
      agent.upload(
        '/api/batch/redact',
        [CASE],
        { mappings: mappingOf([{ page: 1, sensitive: marks }]) },
        { headers: org },
      );
    const byMember = await release(people.member.agent);
    expect([byMember.status, byMember.body.error.code]).toEqual([403, 'FORBIDDEN']);
    expect((await release(people.reviewer.agent)).status).toBe(200);
    // Released once, an approval can be released again (the same file, the same marks).
    expect((await release(people.admin.agent)).status).toBe(200);
  });

  it('a rejection needs a comment and releases nothing; the submitter resubmits', async () => {
    const { people, orgId, org } = await makeOrganization('Kontroll avslag');
    await people.owner.agent.put(`/api/organizations/${orgId}/review-settings`, { review_required: true });
    const submitted = await people.member.agent.post('/api/reviews', submission(), org);
    const bare = await people.reviewer.agent.post(
      `/api/reviews/${submitted.body.data.id}/decision`,
      { decision: 'reject' },
      org,
    );
    expect([bare.status, bare.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(JSON.stringify(bare.body.error)).toContain('Say why in a comment');
    const rejected = await people.reviewer.agent.post(
      `/api/reviews/${submitted.body.data.id}/decision`,
      { decision: 'reject', comment: 'Adressen på side 2 mangler' },
      org,
    );
    expect(rejected.body.data).toMatchObject({ status: 'rejected', comment: 'Adressen på side 2 mangler' });
    const release = await people.member.agent.upload(
      '/api/batch/redact',
      [CASE],
      { mappings: mappingOf([{ page: 1, sensitive: marks }]) },
      { headers: org },
    );
    expect([release.status, release.body.error.code]).toEqual([409, 'REVIEW_REQUIRED']);
    const mine = await people.member.agent.get('/api/reviews?status=rejected', org);
    expect(mine.body.data.map((r: { comment: string }) => r.comment)).toEqual(['Adressen på side 2 mangler']);
  });

  it('refuses bad submissions clearly: no marks, an unknown code, a bad hash, no organization', async () => {
    const { people, org } = await makeOrganization('Kontroll feil');
    const empty = await people.member.agent.post(
      '/api/reviews',
      submission([{ page: 1, sensitive: [] }]),
      org,
    );
    expect([empty.status, empty.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(JSON.stringify(empty.body.error)).toContain('at least one mark');
    const unknown = await people.member.agent.post(
      '/api/reviews',
      submission([{ page: 1, sensitive: [{ ...marks[0]!, legal_basis: 'org-finnes-ikke' }] }]),
      org,
    );
    expect([unknown.status, unknown.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(unknown.body.error.message).toContain('org-finnes-ikke');
    const badHash = await people.member.agent.post(
      '/api/reviews',
      { ...submission(), document_hash: 'abc' },
      org,
    );
    expect([badHash.status, badHash.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
    const nowhere = await people.member.agent.post('/api/reviews', submission());
    expect([nowhere.status, nowhere.body.error.code]).toEqual([400, 'BAD_REQUEST']);
    expect(nowhere.body.error.message).toContain('Reviews belong to an organization');
  });

  it('two reviewers deciding at once: one decision lands, the other is told', async () => {
    const { people, org } = await makeOrganization('Kontroll samtidig');
    const submitted = await people.member.agent.post('/api/reviews', submission(), org);
    const id = submitted.body.data.id;
    const [a, b] = await Promise.all([
      people.reviewer.agent.post(`/api/reviews/${id}/decision`, { decision: 'approve' }, org),
      people.admin.agent.post(`/api/reviews/${id}/decision`, { decision: 'reject', comment: 'Nei' }, org),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });

  it('keeps the file name, the note, the comment and the covered texts sealed at rest', async () => {
    const { people, org } = await makeOrganization('Kontroll forsegling');
    const submitted = await people.member.agent.post('/api/reviews', submission(), org);
    await people.reviewer.agent.post(
      `/api/reviews/${submitted.body.data.id}/decision`,
      { decision: 'reject', comment: 'Kari Nordmann er nevnt på side 2' },
      org,
    );
    const rows = await t.db.kysely.selectFrom('document_reviews').selectAll().execute();
    const stored = JSON.stringify(rows);
    expect(rows.length).toBeGreaterThan(0);
    for (const secret of ['Barnevernsak', 'Kari Nordmann', '912 34 567', 'Innsynskrav', 'nevnt på side'])
      expect(stored).not.toContain(secret);
  });

  it("an organization's API key drives the same flow for its organization", async () => {
    const { people, orgId, org } = await makeOrganization('Kontroll nøkkel');
    const checkout = await people.owner.agent.post(
      '/api/subscription/checkout',
      { plan_code: 'business_monthly' },
      org,
    );
    await people.owner.agent.post(
      `/api/subscription/checkout/${checkout.body.data.session_id}/complete`,
      {},
      org,
    );
    const created = await people.member.agent.post('/api/api-keys', { name: 'Sakssystem' }, org);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const script = createAgent(t.app);
    const key = { 'x-api-key': created.body.data.key as string };
    const submitted = await script.post('/api/reviews', submission(), key);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    expect(submitted.body.data.submitted_by.id).toBe(people.member.userId);
    const listed = await people.reviewer.agent.get(`/api/reviews?status=pending`, org);
    expect(listed.body.data.map((r: { id: string }) => r.id)).toContain(submitted.body.data.id);
    expect((await script.get(`/api/organizations/${orgId}/review-settings`, key)).status).toBe(200);
    // Changing the setting needs a session.
    const write = await script.put(
      `/api/organizations/${orgId}/review-settings`,
      { review_required: true },
      key,
    );
    expect([write.status, write.body.error.code]).toEqual([401, 'API_KEY_NOT_ALLOWED']);
  });

  it('without required review, a matching approved file is recorded as released and others as redacted', async () => {
    const { people, orgId, org } = await makeOrganization('Kontroll frivillig');
    const submitted = await people.member.agent.post('/api/reviews', submission(), org);
    await people.reviewer.agent.post(
      `/api/reviews/${submitted.body.data.id}/decision`,
      { decision: 'approve' },
      org,
    );
    const redact = (files: { name: string; bytes: Uint8Array }[]) =>
      people.member.agent.upload(
        '/api/batch/redact',
        files,
        { mappings: JSON.stringify(files.map(() => ({ pages: [{ page: 1, sensitive: marks }] }))) },
        { headers: org },
      );
    expect((await redact([CASE])).status).toBe(200);
    expect((await redact([OTHER])).status).toBe(200);
    const trail = await people.owner.agent.get(`/api/organizations/${orgId}/audit-events`);
    const events = (trail.body.data as { action: string; document_hash: string | null }[]).reverse();
    expect(events.map((e) => e.action)).toEqual(['submitted', 'approved', 'released', 'redacted']);
    // A redaction outside review is found by its file's hash too.
    expect(events[3]!.document_hash).toBe(createHash('sha256').update(OTHER.bytes).digest('hex'));
  });

  it("someone else's identical approval does not stand in the way of one's own", async () => {
    const { people, orgId, org } = await makeOrganization('Kontroll to like');
    await people.owner.agent.put(`/api/organizations/${orgId}/review-settings`, { review_required: true });
    const mine = await people.member.agent.post('/api/reviews', submission(), org);
    const theirs = await people.admin.agent.post('/api/reviews', submission(), org);
    for (const review of [mine, theirs])
      expect(
        (
          await people.reviewer.agent.post(
            `/api/reviews/${review.body.data.id}/decision`,
            { decision: 'approve' },
            org,
          )
        ).status,
      ).toBe(200);
    const released = await people.member.agent.upload(
      '/api/batch/redact',
      [CASE],
      { mappings: mappingOf([{ page: 1, sensitive: marks }]) },
      { headers: org },
    );
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect((await people.member.agent.get(`/api/reviews/${mine.body.data.id}`, org)).body.data.status).toBe(
      'released',
    );
    expect((await people.admin.agent.get(`/api/reviews/${theirs.body.data.id}`, org)).body.data.status).toBe(
      'approved',
    );
  });

  it('a reviewer who changed the marks does not release them; the submitter does; boxes match to 0.01 pt', async () => {
    const { people, orgId, org } = await makeOrganization('Kontroll endret');
    await people.owner.agent.put(`/api/organizations/${orgId}/review-settings`, { review_required: true });
    const submitted = await people.member.agent.post('/api/reviews', submission(), org);
    const changed = [{ page: 1, sensitive: marks.map((m) => ({ ...m, legal_basis: 'no-offl-14' })) }];
    await people.reviewer.agent.post(
      `/api/reviews/${submitted.body.data.id}/decision`,
      { decision: 'approve', pages: changed },
      org,
    );
    const release = (agent: Agent, pages = changed) =>
      agent.upload('/api/batch/redact', [CASE], { mappings: mappingOf(pages) }, { headers: org });
    const byReviewer = await release(people.reviewer.agent);
    expect([byReviewer.status, byReviewer.body.error.message]).toEqual([
      403,
      'You changed the marks of this review, so another person releases it: the submitter, or another reviewer.',
    ]);
    // The submitter's client converts coordinates: a box off by a thousandth of a point is the same box.
    const nudged = changed.map((page) => ({
      ...page,
      sensitive: page.sensitive.map((m) => ({ ...m, bbox: { ...m.bbox, x0: m.bbox.x0 + 0.001 } })),
    }));
    expect((await release(people.member.agent, nudged)).status).toBe(200);
    const moved = changed.map((page) => ({
      ...page,
      sensitive: page.sensitive.map((m) => ({ ...m, bbox: { ...m.bbox, x0: m.bbox.x0 + 0.5 } })),
    }));
    const off = await release(people.member.agent, moved);
    expect([off.status, off.body.error.code]).toEqual([409, 'REVIEW_MARKS_CHANGED']);
  });

  it('refuses marks beyond the document and more pending reviews than one person may have', async () => {
    const { people, orgId, org } = await makeOrganization('Kontroll grenser');
    const beyond = await people.member.agent.post(
      '/api/reviews',
      { ...submission([{ page: 3, sensitive: marks }]), page_count: 2 },
      org,
    );
    expect([beyond.status, beyond.body.error.message]).toEqual([
      400,
      'A mark is on page 3, but the document has 2 pages.',
    ]);
    const now = new Date().toISOString();
    await t.db.kysely
      .insertInto('document_reviews')
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          id: `fyll-${orgId}-${i}`,
          organization_id: orgId,
          submitted_by: people.member.userId,
          status: 'pending',
          sealed_name: 'x',
          document_hash: CASE_HASH,
          page_count: null,
          mark_count: 1,
          codes: '[]',
          marks: '{}',
          sealed_note: null,
          sealed_comment: null,
          reviewed_by: null,
          reviewed_at: null,
          changed_by_reviewer: 0,
          released_at: null,
          submitted_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const full = await people.member.agent.post('/api/reviews', submission(), org);
    expect([full.status, full.body.error.code]).toEqual([409, 'TOO_MANY_REVIEWS']);
    // Another person in the organization is not held back by it.
    expect((await people.admin.agent.post('/api/reviews', submission(), org)).status).toBe(201);
  });

  it('a withdrawal racing a decision: one of them lands', async () => {
    const { people, org } = await makeOrganization('Kontroll trekk');
    const submitted = await people.member.agent.post('/api/reviews', submission(), org);
    const id = submitted.body.data.id;
    const [withdrawn, decided] = await Promise.all([
      people.member.agent.delete(`/api/reviews/${id}`, {}, org),
      people.reviewer.agent.post(`/api/reviews/${id}/decision`, { decision: 'approve' }, org),
    ]);
    expect([withdrawn.status, decided.status].sort()).toEqual([200, 409]);
    const status = (await people.member.agent.get(`/api/reviews/${id}`, org)).body.data.status;
    expect(status).toBe(withdrawn.status === 200 ? 'withdrawn' : 'approved');
  });
});
