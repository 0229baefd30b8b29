import type { PDFDocumentProxy } from 'pdfjs-dist';
import { afterEach, describe, expect, it } from 'vitest';
import { notePagePainted, notePageRenderStarted, whenFirstPainted } from './first-paint.ts';

const fakeDoc = () => ({}) as PDFDocumentProxy;
const marks = (name: string) => performance.getEntriesByName(`sladd:${name}`, 'mark').length;

describe('first paint of a document', () => {
  afterEach(() => performance.clearMarks());

  it('resolves once a page of that document has painted, not another one', async () => {
    const doc = fakeDoc();
    let isPainted = false;
    void whenFirstPainted(doc).then(() => (isPainted = true));
    notePagePainted(fakeDoc());
    await Promise.resolve();
    expect(isPainted).toBe(false);
    notePagePainted(doc);
    await Promise.resolve();
    expect(isPainted).toBe(true);
  });

  it('marks the first render and the first paint of each document once', () => {
    const doc = fakeDoc();
    notePageRenderStarted(doc);
    notePageRenderStarted(doc);
    notePagePainted(doc);
    notePagePainted(doc);
    expect(marks('first-render-started')).toBe(1);
    expect(marks('first-page-painted')).toBe(1);
    notePagePainted(fakeDoc());
    expect(marks('first-page-painted')).toBe(2);
  });

  it('is already resolved for a document painted before anyone asked', async () => {
    const doc = fakeDoc();
    notePagePainted(doc);
    await expect(whenFirstPainted(doc)).resolves.toBeUndefined();
  });
});
