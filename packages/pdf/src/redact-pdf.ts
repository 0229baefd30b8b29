import { mupdf } from './mupdf-runtime.ts';
import { toBox, toRect, unionOf } from './boxes.ts';
import { normalizeAppearance, type RedactionAppearance } from './appearance.ts';
import {
  APPEARANCE_MARKER,
  createAppearanceContext,
  drawAppearance,
  type AppearanceContext,
} from './draw-appearance.ts';
import { closePdf, getEngineDocument, openPdf } from './open-pdf.ts';
import { saveEngineDocument } from './save-pdf.ts';
import { PdfError } from './pdf-error.ts';
import { sanitizeDocument } from './sanitize-pdf.ts';
import type { BBox, OpenPdfLimits, RedactionMark, Word } from './types.ts';
import { assertMarksOnPage, groupLabelsByPage, groupMarksByPage } from './validate-marks.ts';
import { FIT_STEXT_OPTIONS, fitMarksToGlyphs } from './fit-marks.ts';
import { countRequested, type RequestCheck, type RequestedSearch } from './requested-search.ts';
import {
  assertVerified,
  verifyRedaction,
  type RedactionVerification,
  type VerifyInput,
} from './verify-redaction.ts';
import { extractWordsAndHidden } from './extract-words.ts';
import { hiddenOccurrences } from './hidden-text.ts';
import {
  collectRedactedStrings,
  MIN_SCRUBBED_LENGTH,
  type RedactedString,
  visibleLength,
} from './redacted-strings.ts';
import { scrubObjectStrings } from './scrub-strings.ts';
import { adoptJpegReadings, restoreReadings } from './image-readings.ts';
import { imageAreas } from './images-only-device.ts';
import { repairFormCopies, tagForms, untagForms } from './form-state.ts';
import { collectImageUses } from './image-uses.ts';
import { reencodeReplacedImages } from './reencode-images.ts';
import { prepareTextPositions } from './explicit-leading.ts';
import { cutPatternTiles } from './pattern-tiles.ts';
import type { PagePlan } from './visual-check.ts';

export interface RedactOptions {
  /** Remove every image from every page that has at least one mark (not only the covered pixels). */
  removeImages?: boolean;
  limits?: OpenPdfLimits;
  /**
   * Texts the caller knows it is removing (search terms, the text it saw under its marks). They
   * are checked and scrubbed like the text found under the marks, where a mark removed at least
   * one occurrence of them.
   */
  texts?: string[];
  /**
   * What the person asked to remove (search terms and patterns): the certificate reports each one
   * with how often it was found before and after, 0 included, so a term that matched nothing is seen.
   */
  requested?: RequestedSearch[];
  /**
   * Words read by OCR for pages without a text layer (1-based page → words): the texts under the
   * marks and the counts of the requested terms include them, as search and detection did.
   */
  recognized?: Record<number, Word[]>;
}

export interface RedactResult {
  pdf: Uint8Array;
  verification: RedactionVerification;
}

type EngineDoc = import('mupdf').PDFDocument;
type EnginePage = import('mupdf').PDFPage;
const { PDFPage } = mupdf;

/** Truly removes text, image pixels and vector art under each mark, draws the appearance, sanitises, saves and verifies. */
export function redactPdf(
  bytes: Uint8Array,
  marks: RedactionMark[],
  appearance?: Partial<RedactionAppearance> | null,
  opts: RedactOptions = {},
): RedactResult {
  const handle = openPdf(bytes, opts.limits);
  let pdf: Uint8Array;
  let marksByPage: Map<number, BBox[]>;
  let strings: RedactedString[];
  let requested: RequestCheck[];
  const plans = new Map<number, PagePlan>();
  try {
    marksByPage = groupMarksByPage(marks, handle.pageCount);
    const labelsByPage = groupLabelsByPage(marks);
    const doc = getEngineDocument(handle);
    // Images under marks are read (and re-encoded) as viewers show them; see image-readings.ts.
    const readings = adoptJpegReadings(doc);
    // Refused marks cost nothing more: they are checked before the document is read through.
    for (const [pageNumber, boxes] of marksByPage)
      assertMarksOnPage(boxes, pageNumber, pageBounds(doc, pageNumber));
    const look = normalizeAppearance(appearance);
    // What the marks cover, read before anything changes: verification looks for it afterwards.
    const scanned = new Set<number>();
    const read = extractWordsAndHidden(handle);
    const originalPages = read.pages.map((page) => {
      const words = page.hasTextLayer ? undefined : opts.recognized?.[page.page];
      if (!words) return page;
      scanned.add(page.page);
      return { ...page, words };
    });
    strings = collectRedactedStrings(originalPages, marksByPage, opts.texts ?? []);
    requested = countRequested(originalPages, opts.requested ?? [], marksByPage, scanned);
    // Copies of the redacted strings nobody can see (outside the page, clipped away) go too.
    const scrubbed = strings.filter((s) => visibleLength(s.text) >= MIN_SCRUBBED_LENGTH).map((s) => s.text);
    const hidden = hiddenOccurrences(read.pages, read.unclipped, scrubbed);
    stripForeignMarkers(doc, handle.pageCount);
    const sanitized = sanitizeDocument(doc, marksByPage);
    for (const [pageNumber, boxes] of marksByPage) plans.set(pageNumber, { marks: boxes, cleared: [] });
    for (const [pageNumber, areas] of sanitized.clearedAreas) {
      const plan = plans.get(pageNumber) ?? { marks: [], cleared: [] };
      plan.cleared.push(...areas);
      plans.set(pageNumber, plan);
    }
    scrubObjectStrings(doc, scrubbed);
    const ctx = look.mode === 'transparent' ? null : createAppearanceContext(doc);
    const taggedForms = new Set<number>();
    const formResets = new Map<number, string>();
    const pagesToRedact = [...new Set([...marksByPage.keys(), ...hidden.keys()])].sort((a, b) => a - b);
    for (const pageNumber of pagesToRedact) {
      const boxes = marksByPage.get(pageNumber) ?? [];
      const page = doc.loadPage(pageNumber - 1);
      try {
        // "Remove images" empties every image of a marked page: those areas may change.
        if (opts.removeImages === true && boxes.length > 0)
          plans.get(pageNumber)!.cleared.push(...imageAreas(page));
        prepareTextPositions(doc, page.getObject());
        tagForms(page.getObject(), taggedForms);
        const images = collectImageUses(page.getObject());
        if (boxes.length > 0) redactPage(page, boxes, opts.removeImages === true);
        // Pictures held in pattern tiles (web prints) are cut too; see pattern-tiles.ts.
        if (boxes.length > 0 && opts.removeImages !== true)
          cutPatternTiles(doc, page, boxes, (tile, tileBoxes) => {
            prepareTextPositions(doc, tile.getObject());
            tagForms(tile.getObject(), taggedForms);
            const tileImages = collectImageUses(tile.getObject());
            applyPass(tile, tileBoxes, PDFPage.REDACT_IMAGE_PIXELS, LINE_ART, PDFPage.REDACT_TEXT_REMOVE);
            repairFormCopies(doc, tile.getObject(), formResets);
            reencodeReplacedImages(doc, tile, tileImages, tileBoxes);
          });
        const unseen = hidden.get(pageNumber);
        if (unseen)
          applyPass(
            page,
            unseen,
            PDFPage.REDACT_IMAGE_NONE,
            PDFPage.REDACT_LINE_ART_NONE,
            PDFPage.REDACT_TEXT_REMOVE,
          );
        repairFormCopies(doc, page.getObject(), formResets);
        if (boxes.length > 0) {
          if (opts.removeImages !== true) reencodeReplacedImages(doc, page, images, boxes);
          if (ctx)
            drawAppearance(doc, page, boxes, look, ctx as AppearanceContext, labelsByPage.get(pageNumber));
        }
      } finally {
        page.destroy();
      }
    }
    // Images no mark re-encoded keep their dictionaries exactly as they came, forms their own.
    restoreReadings(doc, readings);
    untagForms(doc, taggedForms);
    damageForTest(doc);
    pdf = saveEngineDocument(doc);
  } catch (err) {
    if (err instanceof PdfError) throw err;
    throw new PdfError(
      'PDF_UNREADABLE',
      'This PDF could not be redacted because part of it is damaged. Re-export it and try again.',
    );
  } finally {
    closePdf(handle);
  }
  const verification = verifyOrFail(pdf, {
    original: bytes,
    marksByPage,
    strings,
    requested,
    plans,
    limits: opts.limits,
  });
  assertVerified(verification);
  return { pdf, verification };
}

function pageBounds(doc: EngineDoc, pageNumber: number): number[] {
  const page = doc.loadPage(pageNumber - 1);
  try {
    return page.getBounds();
  } finally {
    page.destroy();
  }
}

/** A file we cannot even re-read is a failed verification, never a silent success. */
function verifyOrFail(pdf: Uint8Array, input: VerifyInput): RedactionVerification {
  try {
    return verifyRedaction(pdf, input);
  } catch {
    const marksChecked = [...input.marksByPage.values()].reduce((n, boxes) => n + boxes.length, 0);
    return {
      ok: false,
      pagesChecked: 0,
      marksChecked,
      leftoverChars: 0,
      failures: [],
      strings: [],
      requested: [],
      visual: null,
    };
  }
}

function redactPage(page: EnginePage, boxes: BBox[], removeImages: boolean): void {
  const stext = page.toStructuredText(FIT_STEXT_OPTIONS);
  let fit: ReturnType<typeof fitMarksToGlyphs>;
  try {
    fit = fitMarksToGlyphs(stext, boxes);
  } finally {
    stext.destroy();
  }
  const { textBoxes, hasArtUnderMarks } = fit;
  const narrowed = textBoxes.some((b, i) => !sameBox(b, boxes[i]!));
  if (narrowed && hasArtUnderMarks) {
    // Text goes by the narrowed boxes; pixels and line art by the boxes as marked.
    applyPass(
      page,
      textBoxes,
      PDFPage.REDACT_IMAGE_NONE,
      PDFPage.REDACT_LINE_ART_NONE,
      PDFPage.REDACT_TEXT_REMOVE,
    );
    applyPass(page, boxes, PDFPage.REDACT_IMAGE_PIXELS, LINE_ART, PDFPage.REDACT_TEXT_NONE);
  } else {
    // Nothing but text under the marks (or nothing narrowed): one pass does it all.
    applyPass(page, textBoxes, PDFPage.REDACT_IMAGE_PIXELS, LINE_ART, PDFPage.REDACT_TEXT_REMOVE);
  }
  if (removeImages) {
    applyPass(
      page,
      [toBox(page.getBounds())],
      PDFPage.REDACT_IMAGE_REMOVE,
      PDFPage.REDACT_LINE_ART_NONE,
      PDFPage.REDACT_TEXT_NONE,
    );
  }
}

// Drop vector art the box fully covers; removing art a box merely touches would erase table
// rules and backgrounds across the page. Image pixels are blanked only where covered.
const LINE_ART = PDFPage.REDACT_LINE_ART_REMOVE_IF_COVERED;

// One Redact annotation carrying every box as a quad: MuPDF tests each glyph against every
// Redact annotation on the page, and the per-annotation lookups cost more than the quads
// (measured: 4 boxes as 4 annotations 8.4 ms/page, as 1 annotation with 4 quads 4.6 ms/page).
function applyPass(page: EnginePage, boxes: BBox[], image: number, lineArt: number, text: number): void {
  const annot = page.createAnnotation('Redact');
  // Displayed-space coordinates; MuPDF maps them through /Rotate into the page's own space.
  annot.setRect(toRect(unionOf(boxes)));
  if (boxes.length > 1)
    annot.setQuadPoints(boxes.map((b) => [b.x0, b.y0, b.x1, b.y0, b.x0, b.y1, b.x1, b.y1]));
  page.applyRedactions(false, image, lineArt, text);
}

function sameBox(a: BBox, b: BBox): boolean {
  return a.x0 === b.x0 && a.y0 === b.y0 && a.x1 === b.x1 && a.y1 === b.y1;
}

/**
 * Test hook, active only under NODE_ENV=test: SLADD_TEST_DAMAGE_OUTPUT=drop-images takes every
 * image off every page before saving (the damage an object-renumbering bug once did), so tests of
 * the API, the CLI and the workspace can show that verification refuses a damaged file.
 */
function damageForTest(doc: EngineDoc): void {
  if (process.env.NODE_ENV !== 'test' || process.env.SLADD_TEST_DAMAGE_OUTPUT !== 'drop-images') return;
  for (let i = 0; i < doc.countPages(); i++) {
    const xobjects = doc.findPage(i).getInheritable('Resources').get('XObject');
    if (!xobjects.isDictionary()) continue;
    const names: string[] = [];
    xobjects.forEach((value, key) => {
      const subtype = value.get('Subtype');
      if (subtype.isName() && subtype.asName() === 'Image') names.push(String(key));
    });
    for (const name of names) xobjects.delete(name);
  }
}

/** An input file must not be able to hide text from verification by pre-flagging its own streams. */
function stripForeignMarkers(doc: EngineDoc, pageCount: number): void {
  for (let i = 0; i < pageCount; i++) {
    const contents = doc.findPage(i).get('Contents');
    if (contents.isArray()) contents.forEach((item) => item.resolve().delete(APPEARANCE_MARKER));
    else if (!contents.isNull()) contents.resolve().delete(APPEARANCE_MARKER);
  }
}
