import { contentBytes } from './content-bytes.ts';
import { readPageChars, type CharSink } from './read-page-chars.ts';

type Obj = import('mupdf').PDFObject;
type EngineDoc = import('mupdf').PDFDocument;
type StructuredText = import('mupdf').StructuredText;

/** A page or a display list of it: what structured text is made from. */
export interface StextSource {
  toStructuredText(options: string): StructuredText;
}

/** The glyph reading is taken when it holds this many more chars than MuPDF's (and 2 % more). */
const LOST_CHARS = 10;
const MAX_FORM_DEPTH = 8;
const MARKER = new TextEncoder().encode('ActualText');

/**
 * Structured text of a page as Sladd reads it. MuPDF puts a marked-content span's /ActualText in
 * place of the glyphs it covers — right for ligatures, small capitals and hyphens — but when it
 * finds no position for the span ("ActualText with no position") it drops the glyphs *and* the
 * text: whole visible blocks of a Word file were missing, so nobody could search, detect or
 * verify them. On a page whose content uses ActualText the glyphs are also read on their own
 * (`ignore-actualtext`), and that reading is taken when it holds clearly more text. Returns the
 * structured text (the caller destroys it) and which reading it is, so that a second reading of
 * the same page (unclipped, for hidden copies) can follow the same choice.
 */
export function readStructuredText(
  source: StextSource,
  doc: EngineDoc,
  pageObj: Obj,
  options: string,
): { stext: StructuredText; glyphsOnly: boolean } {
  const stext = source.toStructuredText(options);
  if (!drawsActualText(pageObj) && !taggedWithActualText(doc, pageObj)) return { stext, glyphsOnly: false };
  let glyphs: StructuredText | null = null;
  try {
    glyphs = source.toStructuredText(`${options},ignore-actualtext`);
    const shown = countChars(stext);
    if (countChars(glyphs) > Math.max(shown * 1.02, shown + LOST_CHARS)) {
      stext.destroy();
      const chosen = glyphs;
      glyphs = null;
      return { stext: chosen, glyphsOnly: true };
    }
    return { stext, glyphsOnly: false };
  } finally {
    glyphs?.destroy();
  }
}

/** Whether the page's content, or a form it draws, marks a span with /ActualText (inline or as a named property list). */
export function drawsActualText(pageObj: Obj): boolean {
  const seen = new Set<number>();
  const visit = (contents: Obj, resources: Obj, depth: number): boolean => {
    if (includes(contentBytes(contents), MARKER)) return true;
    // A form without resources uses its page's; nothing more to look into.
    if (!resources.isDictionary()) return false;
    if (namedProperties(resources)) return true;
    if (depth >= MAX_FORM_DEPTH) return false;
    const xobjects = resources.get('XObject');
    if (!xobjects.isDictionary()) return false;
    let found = false;
    xobjects.forEach((xobject) => {
      if (found || !xobject.isStream()) return;
      if (xobject.isIndirect()) {
        const num = xobject.asIndirect();
        if (seen.has(num)) return;
        seen.add(num);
      }
      if (xobject.get('Subtype').asName() !== 'Form') return;
      found = visit(xobject, xobject.get('Resources'), depth + 1);
    });
    return found;
  };
  return visit(pageObj.get('Contents'), pageObj.getInheritable('Resources'), 0);
}

const MAX_STRUCT_DEPTH = 64;
const MAX_STRUCT_NODES = 200_000;
/** Per document: the pages (object numbers) a structure element with ActualText lies on, or all. */
const structPages = new WeakMap<EngineDoc, Set<number> | 'all'>();

/**
 * Tagged files (Word's, InDesign's) give ActualText to structure elements, which MuPDF applies to
 * their marked content. The structure tree is walked once per document; an element with
 * ActualText is placed on its own /Pg or its nearest ancestor's, or on every page when none says.
 */
function taggedWithActualText(doc: EngineDoc, pageObj: Obj): boolean {
  let pages = structPages.get(doc);
  if (!pages) {
    pages = structPagesOf(doc);
    structPages.set(doc, pages);
  }
  if (pages === 'all') return true;
  return pageObj.isIndirect() && pages.has(pageObj.asIndirect());
}

function structPagesOf(doc: EngineDoc): Set<number> | 'all' {
  const root = doc.getTrailer().get('Root').get('StructTreeRoot');
  const pages = new Set<number>();
  if (!root.isDictionary()) return pages;
  const seen = new Set<number>();
  let nodes = 0;
  let everywhere = false;
  const visit = (node: Obj, page: Obj | null, depth: number): void => {
    if (everywhere || depth > MAX_STRUCT_DEPTH || ++nodes > MAX_STRUCT_NODES) return;
    if (node.isIndirect()) {
      if (seen.has(node.asIndirect())) return;
      seen.add(node.asIndirect());
    }
    if (node.isArray()) {
      node.forEach((child) => visit(child, page, depth + 1));
      return;
    }
    if (!node.isDictionary()) return;
    const own = node.get('Pg');
    const here = own.isIndirect() ? own : page;
    if (!node.get('ActualText').isNull()) {
      if (here) pages.add(here.asIndirect());
      else everywhere = true;
    }
    const kids = node.get('K');
    if (kids.isArray() || kids.isDictionary()) visit(kids, here, depth + 1);
  };
  visit(root.get('K'), null, 0);
  return everywhere || nodes > MAX_STRUCT_NODES ? 'all' : pages;
}

/** Marked content may name its properties (`/Span /MC0 BDC`): an ActualText among the resources' property lists. */
function namedProperties(resources: Obj): boolean {
  const properties = resources.get('Properties');
  if (!properties.isDictionary()) return false;
  let found = false;
  properties.forEach((list) => {
    if (!found && list.isDictionary() && !list.get('ActualText').isNull()) found = true;
  });
  return found;
}

function countChars(stext: StructuredText): number {
  const counter: CharSink & { count: number } = {
    count: 0,
    line: () => {},
    char(code) {
      if (code > 32) this.count++;
    },
  };
  readPageChars(stext, counter);
  return counter.count;
}

function includes(haystack: Uint8Array, needle: Uint8Array): boolean {
  const first = needle[0]!;
  for (
    let i = haystack.indexOf(first);
    i >= 0 && i <= haystack.length - needle.length;
    i = haystack.indexOf(first, i + 1)
  ) {
    let k = 1;
    while (k < needle.length && haystack[i + k] === needle[k]) k++;
    if (k === needle.length) return true;
  }
  return false;
}
