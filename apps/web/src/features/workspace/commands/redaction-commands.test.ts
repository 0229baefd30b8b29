import { describe, expect, it } from 'vitest';
import { DEFAULT_APPEARANCE } from '../lib/appearance.ts';
import { DEFAULT_REDACTION_OPTIONS } from '../lib/redaction-mapping.ts';
import { marksSignature, settingsSignature } from '../lib/redaction-signature.ts';
import { createWorkspaceStore } from '../store/workspace-store.ts';
import type { Highlight } from '../types.ts';
import { addFiles, addRedactedFile, removeFile } from './file-commands.ts';
import { findRedaction, inOriginalOrder, recordRedaction } from './redaction-commands.ts';

const pdfFile = (name: string) =>
  new File([new Uint8Array(4)], name, { type: 'application/pdf', lastModified: 1 });

const mark = (id: string, x: number): Highlight => ({
  id,
  fileKey: 'a',
  page: 1,
  x,
  y: 10,
  w: 50,
  h: 12,
  type: 'MANUAL',
  color: '#00ff15',
  opacity: 0.5,
  timestamp: Date.now(),
});

describe('the redaction already made', () => {
  it('is the same for the same marks, whatever their ids, colours and order', () => {
    const before = marksSignature([mark('1', 10), mark('2', 80)]);
    expect(marksSignature([{ ...mark('9', 80), color: '#ff0000' }, mark('8', 10)])).toBe(before);
    expect(marksSignature([mark('1', 10), mark('2', 81)])).not.toBe(before);
    expect(marksSignature([mark('1', 10)])).not.toBe(before);
  });

  it('is found while its output is in the list, for the same marks and settings', () => {
    const store = createWorkspaceStore();
    const output = addRedactedFile(
      store,
      new File([new Uint8Array(3)], 'a-redacted.pdf', { lastModified: 1 }),
    );
    const marks = marksSignature([mark('1', 10)]);
    const settings = settingsSignature(DEFAULT_REDACTION_OPTIONS, DEFAULT_APPEARANCE);
    recordRedaction(store, 'a', {
      outputKey: output.key,
      marks,
      settings,
      options: DEFAULT_REDACTION_OPTIONS,
    });

    expect(findRedaction(store.getState(), 'a', marks, settings)?.file.key).toBe(output.key);
    expect(findRedaction(store.getState(), 'a', marks)?.file.key).toBe(output.key);
    const otherLook = settingsSignature(DEFAULT_REDACTION_OPTIONS, {
      ...DEFAULT_APPEARANCE,
      mode: 'cross_out',
    });
    expect(findRedaction(store.getState(), 'a', marks, otherLook)).toBeUndefined();
    expect(findRedaction(store.getState(), 'a', marksSignature([mark('1', 11)]))).toBeUndefined();
    removeFile(store, output.key);
    expect(findRedaction(store.getState(), 'a', marks)).toBeUndefined();
  });
});

describe('redacted files handed to print', () => {
  it('come in the order of their originals in the file list, whatever order they were made in', () => {
    const store = createWorkspaceStore();
    const [a, b, c] = addFiles(store, [pdfFile('a.pdf'), pdfFile('b.pdf'), pdfFile('c.pdf')], 'add');
    // c was redacted first, then a; b's redaction is older and its original was removed.
    const redactedB = addRedactedFile(store, pdfFile('b-redacted.pdf'));
    const redactedC = addRedactedFile(store, pdfFile('c-redacted.pdf'));
    const redactedA = addRedactedFile(store, pdfFile('a-redacted.pdf'));
    const record = (outputKey: string) => ({
      outputKey,
      marks: '',
      settings: '',
      options: DEFAULT_REDACTION_OPTIONS,
    });
    recordRedaction(store, c!.key, record(redactedC.key));
    recordRedaction(store, a!.key, record(redactedA.key));
    store.setState((s) => ({ files: s.files.filter((f) => f.key !== b!.key) }));
    const order = inOriginalOrder(store.getState(), [redactedC, redactedB, redactedA]);
    expect(order.map((f) => f.file.name)).toEqual(['a-redacted.pdf', 'c-redacted.pdf', 'b-redacted.pdf']);
  });
});
