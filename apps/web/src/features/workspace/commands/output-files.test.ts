import { describe, expect, it } from 'vitest';
import { createWorkspaceStore } from '../store/workspace-store.ts';
import { addFiles, addRedactedFile, outputFiles } from './file-commands.ts';

const pdf = (name: string) =>
  new File([new Uint8Array(4)], name, { type: 'application/pdf', lastModified: 1 });

describe('the files save, download and print hand out', () => {
  it('are only those redaction produced, whatever the uploads are called', () => {
    const store = createWorkspaceStore();
    addFiles(store, [pdf('vedtak-redacted.pdf'), pdf('redacted.pdf')], 'add');
    expect(outputFiles(store)).toEqual([]);

    const produced = addRedactedFile(store, pdf('vedtak-redacted-redacted.pdf'));
    expect(outputFiles(store)).toEqual([produced]);
  });
});
