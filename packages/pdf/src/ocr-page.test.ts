import { afterAll, describe, expect, it } from 'vitest';
import { makeScannedPdf } from '../scripts/make-fixtures.ts';
import { extractPageWords } from './extract-words.ts';
import { ocrPage, terminateOcr } from './ocr-page.ts';
import { closePdf, openPdf } from './open-pdf.ts';
import { renderPage } from './render-page.ts';

afterAll(() => terminateOcr());

describe('renderPage + ocrPage', () => {
  it('renders a PNG of the right size', () => {
    const doc = openPdf(makeScannedPdf(100));
    const png = renderPage(doc, 0, { dpi: 36 });
    closePdf(doc);
    expect([...png.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]); // "PNG"
    const view = new DataView(png.buffer, png.byteOffset);
    expect(view.getUint32(16)).toBe(306); // 612 pt at 36 dpi
    expect(view.getUint32(20)).toBe(396);
  });

  it(
    'reads words from a page without a text layer, offline, at about the right boxes',
    { timeout: 120_000 },
    async () => {
      const doc = openPdf(makeScannedPdf(200));
      expect(extractPageWords(doc, 0).hasTextLayer).toBe(false);
      const png = renderPage(doc, 0, { dpi: 200 });
      closePdf(doc);
      const words = await ocrPage(png, { dpi: 200 });
      const texts = words.map((w) => w.text);
      expect(texts).toContain('Nordmann');
      expect(texts.some((t) => t.startsWith('Blåbær'))).toBe(true);
      const nordmann = words.find((w) => w.text === 'Nordmann')!;
      // The source page drew "Kari Nordmann" at x=72 with its baseline 72 pt from the top, 12 pt.
      expect(nordmann.bbox.x0).toBeGreaterThan(95);
      expect(nordmann.bbox.x0).toBeLessThan(110);
      expect(nordmann.bbox.y1).toBeGreaterThan(68);
      expect(nordmann.bbox.y1).toBeLessThan(78);
    },
  );

  it(
    'reports a damaged image as OCR_FAILED and recovers for the next page',
    { timeout: 120_000 },
    async () => {
      await expect(
        ocrPage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), { dpi: 72 }),
      ).rejects.toMatchObject({
        code: 'OCR_FAILED',
      });
      const doc = openPdf(makeScannedPdf(150));
      const png = renderPage(doc, 0, { dpi: 150 });
      closePdf(doc);
      const [a, b] = await Promise.all([ocrPage(png, { dpi: 150 }), ocrPage(png, { dpi: 150 })]);
      expect(a.map((w) => w.text)).toContain('Nordmann');
      expect(b).toEqual(a);
    },
  );
});
