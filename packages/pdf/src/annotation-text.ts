import { readPageChars } from './read-page-chars.ts';
import type { WordBuilder } from './word-builder.ts';

type EnginePage = import('mupdf').PDFPage;
type EngineAnnot = import('mupdf').PDFAnnotation;

// Hidden (2) and NoView (32) annotations are not drawn, so their text is not on the page.
const NOT_SHOWN = 2 | 32;
// Links draw nothing; popups repeat their parent's text in a window, not on the page.
const SKIPPED_TYPES = new Set(['Link', 'Popup', 'Redact']);

/**
 * Feeds the text that form fields and annotations draw on the page (MuPDF's page text holds the
 * page content only) to `builder`, after the content, flagged by where it comes from.
 */
export function readAnnotationText(page: EnginePage, builder: WordBuilder, stextOptions: string): void {
  readEach(page.getWidgets(), 'form', builder, stextOptions);
  readEach(
    page.getAnnotations().filter((a) => !SKIPPED_TYPES.has(a.getType())),
    'annotation',
    builder,
    stextOptions,
  );
  builder.source = undefined;
}

function readEach(
  annots: EngineAnnot[],
  source: 'form' | 'annotation',
  builder: WordBuilder,
  options: string,
): void {
  for (const annot of annots) {
    if ((annot.getFlags() & NOT_SHOWN) !== 0) continue;
    // The annotation's display list is drawn in page space through the page transform, so its
    // chars arrive in the same displayed-page coordinates as the content's.
    const list = annot.toDisplayList();
    try {
      const stext = list.toStructuredText(options);
      try {
        builder.flush();
        builder.source = source;
        readPageChars(stext, builder);
        builder.flush();
      } finally {
        stext.destroy();
      }
    } finally {
      list.destroy();
    }
  }
}
