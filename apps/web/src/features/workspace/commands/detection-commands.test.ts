import { describe, expect, it } from 'vitest';
import { createWorkspaceStore } from '../store/workspace-store.ts';
import {
  applyStreamEvent,
  finishDetection,
  removeFileStatus,
  startDetection,
  stopDetection,
  tickFakeProgress,
} from './detection-commands.ts';

const keyOf = (name: string) => (name === 'a.pdf' ? 'key-a' : undefined);
const page = (n: number) => ({
  event: 'page_completed',
  data: {
    file_name: 'a.pdf',
    page_number: n,
    total_pages: 2,
    pages_completed: n,
    batch_total_pages: 2,
    progress_percentage: n * 50,
    results: {
      redaction_mapping: {
        pages: [
          {
            page: n,
            sensitive: [
              {
                entity_type: 'PERSON_F',
                original_text: 'Kari',
                score: 0.9,
                engine: 'fast',
                reason: 'name',
                bbox: { x0: 1, y0: 2, x1: 30, y1: 14 },
              },
            ],
          },
        ],
      },
    },
  },
});

describe('streamed detection', () => {
  it('an event that could not be decrypted shows as failed and the run goes on (spec 2 §4)', () => {
    const store = createWorkspaceStore();
    startDetection(store, ['key-a']);
    applyStreamEvent(
      store,
      { event: 'page_completed', data: { failed: true, decryption_failed: true } },
      keyOf,
    );
    expect(store.getState().detection.shownEvent).toMatchObject({
      eventType: 'page_completed',
      isFailed: true,
    });
    expect(Object.values(store.getState().highlights)).toHaveLength(0);
    applyStreamEvent(store, page(2), keyOf);
    expect(Object.values(store.getState().highlights)).toHaveLength(1);
  });

  it('each completed page becomes highlights right away, with why it was found', () => {
    const store = createWorkspaceStore();
    startDetection(store, ['key-a']);
    applyStreamEvent(store, page(1), keyOf);
    const highlights = Object.values(store.getState().highlights);
    expect(highlights).toHaveLength(1);
    expect(highlights[0]).toMatchObject({
      type: 'ENTITY',
      entity: 'PERSON_F',
      model: 'fast',
      score: 0.9,
      reason: 'name',
      page: 1,
    });
    expect(store.getState().detection.progress).toBe(50);
  });

  it('colour each hit by the method asked for and keep the engine that answered', () => {
    const store = createWorkspaceStore();
    startDetection(store, ['key-a']);
    const sensitive = [
      {
        entity_type: 'PERSON_S',
        original_text: 'Kari',
        score: 0.9,
        engine: 'standard',
        reason: 'name',
        bbox: { x0: 1, y0: 2, x1: 30, y1: 14 },
      },
      {
        entity_type: 'PERSON_A',
        original_text: 'Kari',
        score: 0.9,
        engine: 'standard',
        reason: 'answered by the standard engine (no language model is configured): name',
        bbox: { x0: 1, y0: 2, x1: 30, y1: 14 },
      },
    ];
    const event = page(1);
    event.data.results.redaction_mapping.pages = [{ page: 1, sensitive }];
    applyStreamEvent(store, event, keyOf, { standard: '#71ffa0', advanced: '#7171ff' });
    const byEntity = Object.fromEntries(Object.values(store.getState().highlights).map((h) => [h.entity, h]));
    expect(byEntity.PERSON_S).toMatchObject({ model: 'standard', answeredBy: 'standard', color: '#71ffa0' });
    expect(byEntity.PERSON_A).toMatchObject({ model: 'advanced', answeredBy: 'standard', color: '#7171ff' });
  });

  it('keep the types the server cannot find yet for the detection tab, until the next run', () => {
    const store = createWorkspaceStore();
    startDetection(store, ['key-a']);
    applyStreamEvent(
      store,
      {
        event: 'error',
        data: {
          error_code: 'ENGINE_NOT_CONFIGURED',
          error_message:
            'Sladd cannot find HEALTH_INFO_S, medical condition, CRIMINAL_A on this server yet; they were left out of this detection.',
        },
      },
      keyOf,
    );
    expect(store.getState().unsupportedEntities).toEqual({
      codes: ['HEALTH_INFO_S', 'medical condition', 'CRIMINAL_A'],
      isRefused: false,
    });
    // Not an error of the run: the status bar does not say "Error".
    expect(store.getState().detection.shownEvent?.eventType).not.toBe('error');
    startDetection(store, ['key-a']);
    expect(store.getState().unsupportedEntities).toBeNull();
  });

  it('a run the page quota refused says so: no progress, its files not run (not queued), the numbers kept', () => {
    const store = createWorkspaceStore();
    startDetection(store, ['key-a', 'key-b']);
    tickFakeProgress(store, 1);
    applyStreamEvent(store, { event: 'reading_files', data: { total_files: 2 } }, keyOf);
    applyStreamEvent(
      store,
      {
        event: 'error',
        data: {
          error_code: 'QUOTA_EXCEEDED',
          error_message: 'This needs 155 pages, but only 93 of your 1000 pages are left this period.',
          details: {
            pages_requested: 155,
            pages_used: 907,
            pages_limit: 1000,
            period_end: '2026-12-30T00:00:00.000Z',
          },
        },
      },
      keyOf,
    );
    // The stream ends after its error: the run is over, refused.
    finishDetection(store);
    const { detection, quotaRefusals } = store.getState();
    expect(detection).toMatchObject({ isRefused: true, isStreaming: false, isStopped: false, progress: 0 });
    expect(detection.fileStatus).toEqual({
      'key-a': { status: 'refused', progress: 0 },
      'key-b': { status: 'refused', progress: 0 },
    });
    expect(quotaRefusals.detection).toEqual({
      operation: 'detection',
      pagesRequested: 155,
      pagesLeft: 93,
      pagesLimit: 1000,
      periodEnd: '2026-12-30T00:00:00.000Z',
    });
    // The rows stay (a finished or failed row goes after 5 s); a new run starts afresh.
    removeFileStatus(store, 'key-a');
    expect(store.getState().detection.fileStatus['key-a']?.status).toBe('refused');
    startDetection(store, ['key-a']);
    expect(store.getState().quotaRefusals.detection).toBeUndefined();
    expect(store.getState().detection).toMatchObject({
      isRefused: false,
      fileStatus: { 'key-a': { status: 'queued' } },
    });
  });

  it('fake progress climbs only before real events and stops at 99', () => {
    const store = createWorkspaceStore();
    startDetection(store, ['key-a']);
    for (let i = 0; i < 80; i++) tickFakeProgress(store, 2);
    expect(store.getState().detection.progress).toBe(99);
    applyStreamEvent(store, { event: 'files_read', data: { total_pages: 2, total_files: 1 } }, keyOf);
    tickFakeProgress(store, 2);
    expect(store.getState().detection.progress).toBe(99);
  });

  it('file_completed stores a summary; batch_completed ends at 100 %', () => {
    const store = createWorkspaceStore();
    startDetection(store, ['key-a']);
    applyStreamEvent(
      store,
      {
        event: 'file_completed',
        data: {
          file_name: 'a.pdf',
          results: { entities_detected: { total: 2, by_type: { PERSON_F: 2 }, by_page: { page_1: 2 } } },
        },
      },
      keyOf,
    );
    applyStreamEvent(store, { event: 'batch_completed', data: { total_pages: 2 } }, keyOf);
    expect(store.getState().entitySummaries['key-a']?.total).toBe(2);
    expect(store.getState().detection).toMatchObject({ isStreaming: false, progress: 100 });
  });

  it('stop marks unfinished files failed with the cancel message', () => {
    const store = createWorkspaceStore();
    startDetection(store, ['key-a']);
    stopDetection(store, 'Processing cancelled by user');
    expect(store.getState().detection.fileStatus['key-a']).toEqual({
      status: 'failed',
      progress: 0,
      error: 'Processing cancelled by user',
    });
  });

  it('keeps the last 10 events', () => {
    const store = createWorkspaceStore();
    startDetection(store, ['key-a']);
    for (let i = 0; i < 15; i++)
      applyStreamEvent(store, { event: 'heartbeat', data: { status: 'processing' } }, keyOf);
    expect(store.getState().detection.events).toHaveLength(10);
  });
});
