import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { mupdf } from './mupdf-runtime.ts';
import { countImageTraces } from './visual-check.ts';

/** A page with a shading over its left half and a dark image over its right half. */
function pageWithShadingAndImage(): import('mupdf').PDFPage {
  const doc = new mupdf.PDFDocument();
  const pix = new mupdf.Pixmap(mupdf.ColorSpace.DeviceGray, [0, 0, 10, 10], false);
  pix.clear(30);
  const image = doc.addImage(new mupdf.Image(pix));
  const shading = doc.addObject({
    ShadingType: 2,
    ColorSpace: 'DeviceGray',
    Coords: [0, 0, 100, 0],
    Function: { FunctionType: 2, Domain: [0, 1], C0: [0], C1: [1], N: 1 },
  });
  const res = doc.addObject({ XObject: { I: image }, Shading: { S: shading } });
  const content = 'q 0 0 100 200 re W n /S sh Q q 100 0 0 200 100 0 cm /I Do Q';
  doc.insertPage(-1, doc.addPage([0, 0, 200, 200], 0, res, content));
  return doc.loadPage(0);
}

describe('countImageTraces', () => {
  it('sees image pixels under a mark and nothing under a mark over a shading or over nothing', () => {
    const page = pageWithShadingAndImage();
    expect(countImageTraces(page, [{ x0: 120, y0: 20, x1: 180, y1: 80 }])).toBe(1);
    expect(countImageTraces(page, [{ x0: 10, y0: 20, x1: 90, y1: 80 }])).toBe(0);
    expect(
      countImageTraces(page, [
        { x0: 120, y0: 20, x1: 180, y1: 80 },
        { x0: 10, y0: 20, x1: 90, y1: 80 },
      ]),
    ).toBe(1);
  });

  // mupdf.js hands a JavaScript device each shading in a wrapper it does not own; once the garbage
  // collector frees those, MuPDF's memory is corrupt ("Unexpected mesh type 0" on the next render).
  // Run in a child process with --expose-gc so that the collector really runs.
  it('leaves MuPDF intact after many shadings passed through the device and a full garbage collection', () => {
    const script = `
      import { mupdf } from './packages/pdf/src/mupdf-runtime.ts';
      import { countImageTraces } from './packages/pdf/src/visual-check.ts';
      const doc = new mupdf.PDFDocument();
      const shading = doc.addObject({ ShadingType: 2, ColorSpace: 'DeviceGray', Coords: [0, 0, 100, 0],
        Function: { FunctionType: 2, Domain: [0, 1], C0: [0], C1: [1], N: 1 } });
      const res = doc.addObject({ Shading: { S: shading } });
      doc.insertPage(-1, doc.addPage([0, 0, 200, 200], 0, res, 'q 0 0 100 200 re W n /S sh Q'));
      const page = doc.loadPage(0);
      for (let i = 0; i < 1000; i++) { countImageTraces(page, [{ x0: 10, y0: 20, x1: 90, y1: 80 }]); if (i % 100 === 0) gc(); }
      gc(); await new Promise((r) => setTimeout(r, 50)); gc();
      for (let i = 0; i < 100; i++) page.toPixmap(mupdf.Matrix.identity, mupdf.ColorSpace.DeviceRGB, false, true).destroy();
      console.log('intact');`;
    const run = spawnSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: new URL('../../..', import.meta.url).pathname,
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(run.stdout.trim(), run.stderr.slice(-500)).toBe('intact');
  });
});
