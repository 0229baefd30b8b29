import { PdfError } from './pdf-error.ts';
import { APPEARANCE_MARKER } from './draw-appearance.ts';
import { readPageChars } from './read-page-chars.ts';
import type { BBox, OpenPdfLimits } from './types.ts';
import { closePdf, getEngineDocument, openPdf } from './open-pdf.ts';
import { extractWords } from './extract-words.ts';
import { countOnPages, MIN_SCRUBBED_LENGTH, type RedactedString, visibleLength } from './redacted-strings.ts';
import { countInObjects, readObjectTexts } from './count-in-objects.ts';
import { adoptJpegReadings } from './image-readings.ts';
import {
  compareDocuments,
  countImageTraces,
  type PagePlan,
  type VisualVerification,
} from './visual-check.ts';

/** Per redacted string: occurrences before, how many no mark touched, and how many a reader still finds. */
export interface StringCheck {
  text: string;
  before: number;
  kept: number;
  /** Occurrences on the pages of the output (page content, form fields, annotations), re-extracted. */
  after: number;
  /** Occurrences in the output's objects: bookmarks, links, metadata, form values, decoded streams. */
  inObjects: number;
}

/** Outcome of re-reading a redacted file; counts only, never the leftover text in logs. */
export interface RedactionVerification {
  ok: boolean;
  pagesChecked: number;
  marksChecked: number;
  leftoverChars: number;
  failures: { page: number; count: number }[];
  strings: StringCheck[];
  /** Every page rendered before and after: unchanged outside the marks, no image left inside. Null when no original was given or the output could not be read. */
  visual: VisualVerification | null;
}

/** What verification compares the output with. */
export interface VerifyInput {
  /** The file as it was before redaction; without it only the text checks run. */
  original?: Uint8Array;
  marksByPage: Map<number, BBox[]>;
  strings?: RedactedString[];
  /** Per page, the marks and the areas sanitising cleared (annotations, fields, removed images). */
  plans?: Map<number, PagePlan>;
  limits?: OpenPdfLimits;
}

/**
 * Reopens the redacted bytes and checks them three ways: every page is rendered and compared with
 * the original (unchanged outside the marks, no image pixel inside them); no char's centre lies
 * inside a mark; and every redacted string is found no more often than the occurrences no mark
 * touched — on the re-extracted pages and, for strings no mark left standing, nowhere in the
 * file's objects.
 */
export function verifyRedaction(pdf: Uint8Array, input: VerifyInput): RedactionVerification {
  const { marksByPage, strings = [] } = input;
  const result: RedactionVerification = {
    ok: true,
    pagesChecked: 0,
    marksChecked: 0,
    leftoverChars: 0,
    failures: [],
    strings: [],
    visual: null,
  };
  const unlimited = { ...input.limits, maxBytes: Number.MAX_SAFE_INTEGER };
  const handle = openPdf(pdf, unlimited);
  try {
    const doc = getEngineDocument(handle);
    if (input.original) {
      const before = openPdf(input.original, unlimited);
      try {
        const originalDoc = getEngineDocument(before);
        // Both sides read mismatched JPEGs the way the redaction did (and viewers do).
        adoptJpegReadings(originalDoc);
        adoptJpegReadings(doc);
        result.visual = compareDocuments(originalDoc, doc, input.plans ?? plansOf(marksByPage));
      } finally {
        closePdf(before);
      }
    }
    // Our own label ("[REDACTED]") is drawn inside the boxes on purpose; the streams that draw
    // it are dropped here, in memory only, so that every other char is checked.
    for (let i = 0; i < handle.pageCount; i++) dropAppearanceStreams(doc, doc.findPage(i));
    for (const [pageNumber, boxes] of marksByPage) {
      const page = doc.loadPage(pageNumber - 1);
      try {
        const count = countCharsInside(page, boxes);
        result.pagesChecked++;
        result.marksChecked += boxes.length;
        if (count > 0) {
          result.leftoverChars += count;
          result.failures.push({ page: pageNumber, count });
        }
        if (result.visual) {
          const traced = countImageTraces(page, boxes);
          if (traced > 0) result.visual.marksWithTraces.push({ page: pageNumber, marks: traced });
        }
      } finally {
        page.destroy();
      }
    }
    if (strings.length > 0) {
      const pages = extractWords(handle);
      // The objects are read once for all strings: a book has thousands of them.
      const objects = readObjectTexts(doc);
      for (const s of strings) {
        const after = countOnPages(pages, s.text);
        const inObjects =
          visibleLength(s.text) >= MIN_SCRUBBED_LENGTH
            ? countInObjects(objects, s.text, { includeContent: s.kept === 0 })
            : 0;
        result.strings.push({ text: s.text, before: s.before, kept: s.kept, after, inObjects });
      }
    }
  } finally {
    closePdf(handle);
  }
  if (result.visual)
    result.visual.ok = result.visual.changedPages.length === 0 && result.visual.marksWithTraces.length === 0;
  result.ok =
    result.leftoverChars === 0 &&
    result.strings.every((s) => s.after <= s.kept && s.inObjects === 0) &&
    (result.visual?.ok ?? true);
  return result;
}

function plansOf(marksByPage: Map<number, BBox[]>): Map<number, PagePlan> {
  return new Map([...marksByPage].map(([page, marks]) => [page, { marks, cleared: [] }]));
}

function dropAppearanceStreams(doc: import('mupdf').PDFDocument, pageObj: import('mupdf').PDFObject): void {
  const contents = pageObj.get('Contents');
  if (!contents.isArray()) return;
  const kept = doc.newArray();
  contents.forEach((item) => {
    if (!item.resolve().get(APPEARANCE_MARKER).isNull()) return;
    kept.push(item);
  });
  pageObj.put('Contents', kept);
}

function countCharsInside(page: import('mupdf').PDFPage, boxes: BBox[]): number {
  // Synthetic spaces are irrelevant here (whitespace is skipped) and cost time to compute.
  const stext = page.toStructuredText('inhibit-spaces');
  let count = 0;
  try {
    readPageChars(stext, {
      line: () => {},
      char: (code, x0, y0, x1, y1) => {
        if (code <= 32) return;
        const cx = (x0 + x1) / 2;
        const cy = (y0 + y1) / 2;
        for (const b of boxes) {
          if (cx > b.x0 && cx < b.x1 && cy > b.y0 && cy < b.y1) {
            count++;
            return;
          }
        }
      },
    });
  } finally {
    stext.destroy();
  }
  return count;
}

const pagesMore = (n: number): string => (n > 1 ? `, and ${n - 1} more ${n === 2 ? 'page' : 'pages'}` : '');

/** Throws REDACTION_VERIFICATION_FAILED (carrying the counts) unless verification passed. */
export function assertVerified(verification: RedactionVerification): void {
  if (verification.ok) return;
  const leftStrings = verification.strings.filter((s) => s.after > s.kept || s.inObjects > 0).length;
  const visual = verification.visual;
  const changed = visual?.changedPages[0];
  const traced = visual?.marksWithTraces[0];
  const why =
    verification.leftoverChars > 0
      ? `${verification.leftoverChars} characters remain inside marked areas`
      : leftStrings > 0
        ? `${leftStrings} of the redacted texts can still be found in the file`
        : traced
          ? `picture content is still visible under ${traced.marks} ${traced.marks === 1 ? 'mark' : 'marks'} on page ${traced.page}; it is part of a picture that cannot be cut (such as a fill pattern), so mark the whole picture to remove it entirely`
          : changed
            ? `page ${changed.page} would look different outside the marks (${changed.percent} % of it changed)${pagesMore(visual!.changedPages.length)}`
            : 'the redacted file could not be re-read to check it';
  throw new PdfError(
    'REDACTION_VERIFICATION_FAILED',
    `Redaction could not be confirmed: ${why}. The file was not released.`,
    verification,
  );
}
