import { PdfError } from './pdf-error.ts';
import { APPEARANCE_MARKER } from './draw-appearance.ts';
import { readPageChars } from './read-page-chars.ts';
import type { BBox, OpenPdfLimits, PageWords } from './types.ts';
import { closePdf, getEngineDocument, openPdf } from './open-pdf.ts';
import { STEXT_OPTIONS, wordsOfPage } from './extract-words.ts';
import { readStructuredText } from './actual-text.ts';
import { countOnPages, MIN_SCRUBBED_LENGTH, type RedactedString, visibleLength } from './redacted-strings.ts';
import { countInObjects, readObjectTexts } from './count-in-objects.ts';
import { adoptJpegReadings } from './image-readings.ts';
import { PageIndex } from './page-index.ts';
import { countMatches, type RequestCheck } from './requested-search.ts';
import {
  comparePage,
  countImageTraces,
  finishVisual,
  newVisual,
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
  /** Every term and pattern the person asked for, with its count before and after (0 found included). */
  requested: RequestCheck[];
  /** Every page rendered before and after: unchanged outside the marks, no image left inside. Null when no original was given or the output could not be read. */
  visual: VisualVerification | null;
}

/** What verification compares the output with. */
export interface VerifyInput {
  /** The file as it was before redaction; without it only the text checks run. */
  original?: Uint8Array;
  marksByPage: Map<number, BBox[]>;
  strings?: RedactedString[];
  /** The requested terms and patterns with their counts before; verification adds the counts after. */
  requested?: RequestCheck[];
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
  const { marksByPage, strings = [], requested = [] } = input;
  const result: RedactionVerification = {
    ok: true,
    pagesChecked: 0,
    marksChecked: 0,
    leftoverChars: 0,
    failures: [],
    strings: [],
    requested: [],
    visual: null,
  };
  const unlimited = { ...input.limits, maxBytes: Number.MAX_SAFE_INTEGER };
  const handle = openPdf(pdf, unlimited);
  const before = input.original ? openPdf(input.original, unlimited) : null;
  try {
    const doc = getEngineDocument(handle);
    const originalDoc = before ? getEngineDocument(before) : null;
    if (originalDoc) {
      // Both sides read mismatched JPEGs the way the redaction did (and viewers do).
      adoptJpegReadings(originalDoc);
      adoptJpegReadings(doc);
      result.visual = newVisual();
    }
    const plans = input.plans ?? plansOf(marksByPage);
    // Our own label ("[REDACTED]") is drawn inside the boxes on purpose, clipped to them; the
    // streams that draw it are dropped here, in memory only, so that every other char is checked
    // and the comparison sees the page as it is under the appearance.
    for (let i = 0; i < handle.pageCount; i++) dropAppearanceStreams(doc, doc.findPage(i));
    const pages: PageWords[] | null = strings.length > 0 || requested.length > 0 ? [] : null;
    const samePageCount = !originalDoc || originalDoc.countPages() === handle.pageCount;
    if (!samePageCount)
      result.visual!.changedPages.push({
        page: Math.min(handle.pageCount, originalDoc!.countPages()) + 1,
        percent: 100,
      });
    for (let i = 0; i < handle.pageCount; i++) {
      const boxes = marksByPage.get(i + 1);
      // Each page's content is interpreted once, into a display list that is rendered and read.
      const page = doc.loadPage(i);
      const list = page.toDisplayList(false);
      try {
        if (originalDoc && samePageCount)
          comparePage(result.visual!, originalDoc, i, page, list, plans.get(i + 1));
        if (pages || boxes) {
          const { stext } = readStructuredText(list, doc, page.getObject(), STEXT_OPTIONS);
          try {
            if (pages) pages.push(wordsOfPage(page, i, stext));
            if (boxes) {
              const count = countCharsInside(stext, boxes);
              result.pagesChecked++;
              result.marksChecked += boxes.length;
              if (count > 0) {
                result.leftoverChars += count;
                result.failures.push({ page: i + 1, count });
              }
            }
          } finally {
            stext.destroy();
          }
        }
        if (boxes && result.visual) {
          const traced = countImageTraces(page, boxes, list);
          if (traced > 0) result.visual.marksWithTraces.push({ page: i + 1, marks: traced });
        }
      } finally {
        list.destroy();
        page.destroy();
      }
    }
    if (pages)
      result.requested = requested.map(({ leftOnScans, ...r }) => ({
        ...r,
        after: countMatches(pages, r) + (leftOnScans ?? 0),
      }));
    if (pages && strings.length > 0) {
      // The objects are read once for all strings: a book has thousands of them.
      const objects = readObjectTexts(doc);
      const index = new PageIndex(pages);
      for (const s of strings) {
        const after = countOnPages(index, s.text);
        const inObjects =
          visibleLength(s.text) >= MIN_SCRUBBED_LENGTH
            ? countInObjects(objects, s.text, { includeContent: s.kept === 0 })
            : 0;
        result.strings.push({ text: s.text, before: s.before, kept: s.kept, after, inObjects });
      }
    }
  } finally {
    closePdf(handle);
    if (before) closePdf(before);
  }
  if (result.visual) finishVisual(result.visual);
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

function countCharsInside(stext: import('mupdf').StructuredText, boxes: BBox[]): number {
  let count = 0;
  {
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
