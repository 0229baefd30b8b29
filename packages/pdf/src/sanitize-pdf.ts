import { getEngineDocument, type PdfDocument } from './open-pdf.ts';
import type { BBox } from './types.ts';
import { intersects, toBox } from './boxes.ts';
import { forEachObject } from './object-strings.ts';

type EngineDoc = import('mupdf').PDFDocument;
type Obj = import('mupdf').PDFObject;

/** What sanitising removed (counts only; never content). */
export interface SanitizeReport {
  objectsCleaned: number;
  annotationsRemoved: number;
  fieldsCleared: number;
  /** Per 1-based page, the displayed areas of the annotations removed and fields cleared (for the visual check). */
  clearedAreas: Map<number, BBox[]>;
}

/** Strips metadata, XMP, JavaScript and attachments from an opened document (in place). */
export function sanitizePdf(handle: PdfDocument): SanitizeReport {
  return sanitizeDocument(getEngineDocument(handle), new Map());
}

/** Internal: sanitises `doc` and removes annotations/field values that intersect the marks (1-based page → boxes). */
export function sanitizeDocument(doc: EngineDoc, marksByPage: Map<number, BBox[]>): SanitizeReport {
  const report: SanitizeReport = {
    objectsCleaned: 0,
    annotationsRemoved: 0,
    fieldsCleared: 0,
    clearedAreas: new Map(),
  };
  const trailer = doc.getTrailer();
  trailer.delete('Info');
  const root = trailer.get('Root');
  for (const key of ['Metadata', 'PieceInfo', 'OpenAction', 'AA', 'AF', 'Collection', 'SpiderInfo'])
    root.delete(key);
  const names = root.get('Names');
  if (names.isDictionary())
    for (const key of ['JavaScript', 'EmbeddedFiles', 'AlternatePresentations']) names.delete(key);
  const form = root.get('AcroForm');
  if (form.isDictionary()) form.delete('XFA'); // XFA carries its own data and scripts
  report.objectsCleaned = cleanAllObjects(doc);
  for (let i = 0; i < doc.countPages(); i++)
    cleanPageAnnotations(doc, i, marksByPage.get(i + 1) ?? [], report);
  return report;
}

// Metadata, private application data, scripts and embedded files can hang off any object
// (pages, images, fonts, annotations, actions), so every object in the file is visited once.
function cleanAllObjects(doc: EngineDoc): number {
  let cleaned = 0;
  forEachObject(doc, (ref) => {
    const obj = ref.resolve();
    if (!obj.isDictionary() && !obj.isStream()) return;
    let touched = false;
    for (const key of ['Metadata', 'PieceInfo', 'AA', 'EF', 'RF']) {
      if (!obj.get(key).isNull()) {
        obj.delete(key);
        touched = true;
      }
    }
    if (isJavaScriptAction(obj)) {
      obj.put('JS', doc.newString(''));
      touched = true;
    }
    if (touched) cleaned++;
  });
  return cleaned;
}

function isJavaScriptAction(obj: Obj): boolean {
  const s = obj.get('S');
  return (
    !obj.get('JS').isNull() ||
    (s.isName() && ['JavaScript', 'Launch', 'ImportData', 'Rendition'].includes(s.asName()))
  );
}

function cleanPageAnnotations(doc: EngineDoc, index: number, boxes: BBox[], report: SanitizeReport): void {
  const page = doc.loadPage(index);
  const cleared = (rect: number[]): void => {
    const list = report.clearedAreas.get(index + 1) ?? [];
    list.push(toBox(rect));
    report.clearedAreas.set(index + 1, list);
  };
  try {
    for (const annot of page.getAnnotations()) {
      const type = annot.getType();
      // Attachments always go; unapplied Redact annotations from the input would otherwise be
      // applied along with ours, removing content nobody marked in Sladd.
      if (
        type === 'FileAttachment' ||
        type === 'Redact' ||
        boxes.some((b) => intersects(toBox(annot.getBounds()), b))
      ) {
        cleared(annot.getBounds());
        page.deleteAnnotation(annot);
        report.annotationsRemoved++;
      }
    }
    if (boxes.length === 0) return;
    // A link's target (mailto:, URL) can spell out exactly what was redacted.
    for (const link of page.getLinks()) {
      if (boxes.some((b) => intersects(toBox(link.getBounds()), b))) {
        page.deleteLink(link);
        report.annotationsRemoved++;
      }
    }
    for (const widget of page.getWidgets()) {
      if (!boxes.some((b) => intersects(toBox(widget.getRect()), b))) continue;
      cleared(widget.getBounds());
      clearField(widget.getObject());
      report.fieldsCleared++;
    }
    page.update();
  } finally {
    page.destroy();
  }
}

/** Empties a form field's value and drawn appearance, on the widget and on its field parents. */
function clearField(obj: Obj): void {
  for (const key of ['V', 'AP', 'RV', 'DV']) obj.delete(key);
  const mk = obj.get('MK');
  if (mk.isDictionary()) mk.delete('CA');
  let parent = obj.get('Parent');
  for (let depth = 0; depth < 32 && parent.isDictionary(); depth++) {
    for (const key of ['V', 'RV', 'DV']) parent.delete(key);
    parent = parent.get('Parent');
  }
}
