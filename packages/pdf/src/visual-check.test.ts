import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { mupdf } from './mupdf-runtime.ts';
import { countImageTraces } from './visual-check.ts';
import { verifyRedaction } from './verify-redaction.ts';

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

describe('the page comparison', () => {
  // MuPDF places an image a pixel apart when it draws a page directly and when it replays the
  // page's display list (seen on a scanned memo); both sides must be drawn the same way.
  it('finds a page unchanged when compared with itself, striped pictures included', () => {
    const doc = new mupdf.PDFDocument();
    const pix = new mupdf.Pixmap(mupdf.ColorSpace.DeviceGray, [0, 0, 1100, 850], false);
    const samples = pix.getPixels();
    for (let i = 0; i < samples.length; i++) samples[i] = ((i % 1100) >> 2) % 2 ? 0 : 255;
    const image = doc.addImage(new mupdf.Image(pix));
    const res = doc.addObject({ XObject: { I: image } });
    const content = 'q 792 0 0 612 0 0 cm /I Do Q q 482.04 0 0 542.16 149.76 35.28 cm /I Do Q';
    doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, res, content));
    const pdf = new Uint8Array(doc.saveToBuffer('').asUint8Array());
    const result = verifyRedaction(pdf, { original: pdf, marksByPage: new Map() });
    expect(result.visual).toMatchObject({ ok: true, maxChangedPercent: 0 });
  });
});

/** Runs `script` in a child process with --expose-gc (so the collector really runs); it prints "intact" if MuPDF survived. */
function expectIntactAfter(script: string): void {
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
    expectIntactAfter(script);
  });

  // Paths, texts and stroke states reach a JavaScript device in wrappers the collector frees later;
  // a display list keeps its paths inside its own memory, so a wrapper freed after the list is
  // gone writes into freed memory ("memory access out of bounds" in fz_drop_path).
  it('leaves MuPDF intact after paths of a display list passed through the device and a full garbage collection', () => {
    const script = `
      import { mupdf } from './packages/pdf/src/mupdf-runtime.ts';
      import { countImageTraces } from './packages/pdf/src/visual-check.ts';
      const doc = new mupdf.PDFDocument();
      const pix = new mupdf.Pixmap(mupdf.ColorSpace.DeviceGray, [0, 0, 10, 10], false);
      pix.clear(30);
      const image = doc.addImage(new mupdf.Image(pix));
      const res = doc.addObject({ XObject: { I: image } });
      let content = '';
      for (let i = 0; i < 50; i++) content += 'q ' + i + ' ' + i + ' 150 150 re W n 2 w 0 0 m 200 ' + i + ' l S BT /F1 12 Tf 3 Tr (x) Tj ET 100 0 0 200 50 0 cm /I Do Q ';
      doc.insertPage(-1, doc.addPage([0, 0, 200, 200], 0, res, content));
      const page = doc.loadPage(0);
      for (let i = 0; i < 300; i++) {
        const list = page.toDisplayList(false);
        countImageTraces(page, [{ x0: 60, y0: 20, x1: 140, y1: 80 }], list);
        list.destroy();
        if (i % 50 === 0) gc();
      }
      gc(); await new Promise((r) => setTimeout(r, 50)); gc();
      for (let i = 0; i < 100; i++) page.toPixmap(mupdf.Matrix.identity, mupdf.ColorSpace.DeviceRGB, false, true).destroy();
      console.log('intact');`;
    expectIntactAfter(script);
  });
});
