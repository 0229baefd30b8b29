import type { PDFDocumentProxy } from 'pdfjs-dist';
import { startTransition, useEffect, useState } from 'react';
import { markLoad } from './load-marks.ts';

/**
 * Work that the first page does not need (the other pages' placeholders, the thumbnails) waits for
 * a document's first painted page, or this long after it opened when none paints (a collapsed
 * file, or one below the screen), so it is never held back for good.
 */
export const AFTER_FIRST_PAINT_FALLBACK_MS = 1500;

interface FirstPaint {
  isRenderStarted: boolean;
  isPainted: boolean;
  promise: Promise<void>;
  resolve: () => void;
}

// Per pdf.js document; a WeakMap, so a released document takes its entry with it.
const firstPaints = new WeakMap<PDFDocumentProxy, FirstPaint>();

function firstPaintOf(doc: PDFDocumentProxy): FirstPaint {
  let entry = firstPaints.get(doc);
  if (!entry) {
    let resolve!: () => void;
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    entry = { isRenderStarted: false, isPainted: false, promise, resolve };
    firstPaints.set(doc, entry);
  }
  return entry;
}

/** A page of `doc` starts rendering (marked the first time only). */
export function notePageRenderStarted(doc: PDFDocumentProxy): void {
  const entry = firstPaintOf(doc);
  if (entry.isRenderStarted) return;
  entry.isRenderStarted = true;
  markLoad('first-render-started');
}

/** A page of `doc` has painted: the first time, whatever waits for it goes ahead. */
export function notePagePainted(doc: PDFDocumentProxy): void {
  const entry = firstPaintOf(doc);
  if (entry.isPainted) return;
  entry.isPainted = true;
  markLoad('first-page-painted');
  entry.resolve();
}

/** Resolves when a page of `doc` has painted. */
export function whenFirstPainted(doc: PDFDocumentProxy): Promise<void> {
  return firstPaintOf(doc).promise;
}

/** True once a page of `doc` has painted, or AFTER_FIRST_PAINT_FALLBACK_MS after `doc` arrived here. */
export function useIsAfterFirstPaint(doc: PDFDocumentProxy | null): boolean {
  const [doneFor, setDoneFor] = useState<PDFDocumentProxy | null>(null);
  useEffect(() => {
    if (!doc) return;
    if (firstPaintOf(doc).isPainted) {
      setDoneFor(doc);
      return;
    }
    let isCurrent = true;
    // A transition: laying out what waited is split into slices, so the page painting goes on between them.
    const done = () => isCurrent && startTransition(() => setDoneFor(doc));
    const timer = window.setTimeout(done, AFTER_FIRST_PAINT_FALLBACK_MS);
    void whenFirstPainted(doc).then(done);
    return () => {
      isCurrent = false;
      window.clearTimeout(timer);
    };
  }, [doc]);
  return doc !== null && (doneFor === doc || firstPaintOf(doc).isPainted);
}

/**
 * Resolves when a page of the document has painted, at most AFTER_FIRST_PAINT_FALLBACK_MS after it
 * opened, or as soon as it failed to open: for work that would compete with the first page.
 */
export async function afterFirstPaint(document: Promise<PDFDocumentProxy>): Promise<void> {
  const doc = await document.catch(() => null);
  if (!doc) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fallback = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, AFTER_FIRST_PAINT_FALLBACK_MS);
  });
  await Promise.race([whenFirstPainted(doc), fallback]);
  clearTimeout(timer);
}
