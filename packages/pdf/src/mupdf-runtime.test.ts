import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractPageWords } from './extract-words.ts';
import { mupdf, pauseColourManagement } from './mupdf-runtime.ts';
import { closePdf, openPdf } from './open-pdf.ts';

const REAL = new URL('../fixtures/real/libtasn1-manual.pdf', import.meta.url);

/** The RGB of a page filled with pure cyan in DeviceCMYK, as MuPDF renders it now. */
function renderedCyan(): number[] {
  const doc = new mupdf.PDFDocument();
  try {
    const page = doc.addPage([0, 0, 10, 10], 0, doc.newDictionary(), '1 0 0 0 k 0 0 10 10 re f');
    doc.insertPage(-1, page);
    const pixmap = doc.loadPage(0).toPixmap(mupdf.Matrix.identity, mupdf.ColorSpace.DeviceRGB, false);
    try {
      return [...pixmap.getPixels().subarray(0, 3)];
    } finally {
      pixmap.destroy();
    }
  } finally {
    doc.destroy();
  }
}

describe('pauseColourManagement', () => {
  it('turns colour management off while paused and back on after, also when pauses nest', () => {
    const managed = renderedCyan();
    const resumeOuter = pauseColourManagement();
    const resumeInner = pauseColourManagement();
    const unmanaged = renderedCyan();
    // Without ICC, CMYK cyan is the naive (0, 255, 255); an ICC profile gives a duller cyan.
    expect(unmanaged).toEqual([0, 255, 255]);
    expect(managed).not.toEqual(unmanaged);
    resumeInner();
    resumeInner(); // a second call is no second resume
    expect(renderedCyan()).toEqual(unmanaged);
    resumeOuter();
    expect(renderedCyan()).toEqual(managed);
  });

  it('leaves the words extraction reads as they are', () => {
    const doc = openPdf(new Uint8Array(readFileSync(REAL)));
    try {
      const pages = [0, 1, 2, 3];
      const managed = pages.map((i) => extractPageWords(doc, i));
      const resume = pauseColourManagement();
      try {
        expect(pages.map((i) => extractPageWords(doc, i))).toEqual(managed);
      } finally {
        resume();
      }
    } finally {
      closePdf(doc);
    }
  });
});
