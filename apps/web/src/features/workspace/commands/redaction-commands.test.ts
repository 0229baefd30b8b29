import { describe, expect, it } from 'vitest';
import { DEFAULT_APPEARANCE } from '../lib/appearance.ts';
import { DEFAULT_REDACTION_OPTIONS } from '../lib/redaction-mapping.ts';
import { marksSignature, settingsSignature } from '../lib/redaction-signature.ts';
import { createWorkspaceStore } from '../store/workspace-store.ts';
import type { Highlight } from '../types.ts';
import { addRedactedFile, removeFile } from './file-commands.ts';
import { findRedaction, recordRedaction } from './redaction-commands.ts';

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
