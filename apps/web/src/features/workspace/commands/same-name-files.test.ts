import { describe, expect, it } from 'vitest';
import { createWorkspaceStore } from '../store/workspace-store.ts';
import { addFiles, addRedactedFile } from './file-commands.ts';
import { recordRedaction } from './redaction-commands.ts';
import { DEFAULT_REDACTION_OPTIONS } from '../lib/redaction-mapping.ts';
import { applyStreamEvent, startDetection, streamFileKeys } from './detection-commands.ts';

// Two uploads under one name: different content, hence different sizes and keys.
const kari = new File([new Uint8Array(10)], 'vedtak.pdf', { type: 'application/pdf', lastModified: 1 });
const ola = new File([new Uint8Array(20)], 'vedtak.pdf', { type: 'application/pdf', lastModified: 2 });

const pageCompleted = (fileIndex: number, text: string, entities: number) => ({
  event: 'page_completed',
  data: {
    file_name: 'vedtak.pdf',
    file_index: fileIndex,
    page_number: 1,
    total_pages: 1,
    results: {
      redaction_mapping: {
        pages: [
          {
            page: 1,
            sensitive: Array.from({ length: entities }, (_, i) => ({
              entity_type: 'PERSON_F',
              original_text: text,
              engine: 'fast',
              bbox: { x0: 10, y0: 10 + i * 20, x1: 60, y1: 22 + i * 20 },
            })),
          },
        ],
      },
    },
  },
});

const fileCompleted = (fileIndex: number, total: number) => ({
  event: 'file_completed',
  data: {
    file_name: 'vedtak.pdf',
    file_index: fileIndex,
    results: { entities_detected: { total, by_type: { PERSON_F: total }, by_page: { page_1: total } } },
  },
});

describe('detection of two files with the same name', () => {
  it('gives each file its own highlights, status and summary', () => {
    const store = createWorkspaceStore();
    const files = addFiles(store, [kari, ola], 'add');
    expect(files).toHaveLength(2);
    startDetection(
      store,
      files.map((f) => f.key),
    );
    const keyOf = streamFileKeys(store, files);
    // The second file finishes first: order of events must not matter.
    applyStreamEvent(store, pageCompleted(1, 'Ola', 1), keyOf);
    applyStreamEvent(store, fileCompleted(1, 1), keyOf);
    applyStreamEvent(store, pageCompleted(0, 'Kari', 2), keyOf);

    const textsOf = (key: string) =>
      Object.values(store.getState().highlights)
        .filter((h) => h.fileKey === key)
        .map((h) => h.text);
    expect(textsOf(files[0]!.key)).toEqual(['Kari', 'Kari']);
    expect(textsOf(files[1]!.key)).toEqual(['Ola']);

    const { fileStatus } = store.getState().detection;
    expect(fileStatus[files[1]!.key]?.status).toBe('finished');
    expect(fileStatus[files[0]!.key]?.status).toBe('processing');
    expect(store.getState().entitySummaries[files[1]!.key]?.total).toBe(1);
    expect(store.getState().entitySummaries[files[0]!.key]).toBeUndefined();
  });

  it('falls back to the name when a server sends no index', () => {
    const store = createWorkspaceStore();
    const files = addFiles(store, [kari], 'add');
    const keyOf = streamFileKeys(store, files);
    expect(keyOf('vedtak.pdf')).toBe(files[0]!.key);
    expect(keyOf('other.pdf')).toBeUndefined();
  });
});

describe('redacting two files of the same name', () => {
  const verified = (pages: number) => ({
    ok: true,
    pages_checked: pages,
    marks_checked: 1,
    leftover_chars: 0,
  });
  // The two outputs are both "vedtak-redacted.pdf", and may well be the same size made in the same ms.
  const output = () => new File([new Uint8Array(30)], 'vedtak-redacted.pdf', { lastModified: 5 });

  it('keeps an output and a certificate for each; redacting one again replaces only its own', () => {
    const store = createWorkspaceStore();
    const [first, second] = addFiles(store, [kari, ola], 'add');
    const made = [first!, second!].map((original, i) => {
      const entry = addRedactedFile(store, output(), verified(i + 1) as never, original.key);
      recordRedaction(store, original.key, {
        outputKey: entry.key,
        marks: 'm',
        settings: 's',
        options: DEFAULT_REDACTION_OPTIONS,
      });
      return entry;
    });
    const outputs = () => store.getState().files.filter((f) => f.isRedacted);
    expect(outputs().map((f) => f.key)).toEqual(made.map((f) => f.key));
    expect(new Set(made.map((f) => f.key)).size).toBe(2);
    expect(Object.keys(store.getState().verification).sort()).toEqual(made.map((f) => f.key).sort());

    const again = addRedactedFile(store, output(), verified(3) as never, first!.key);
    expect(outputs().map((f) => f.key)).toEqual([made[1]!.key, again.key]);
    expect(Object.keys(store.getState().verification)).toHaveLength(2);
    expect(store.getState().verification[made[1]!.key]?.pages_checked).toBe(2);
    expect(store.getState().verification[again.key]?.pages_checked).toBe(3);
  });
});
