// Builds the fixture PDFs used by the tests, with MuPDF, in memory. Run directly to write them to
// packages/pdf/fixtures/ for manual inspection: `npx tsx packages/pdf/scripts/make-fixtures.ts`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Mupdf from 'mupdf';
import { mupdf } from '../src/mupdf-runtime.ts';

type Doc = Mupdf.PDFDocument;

function save(doc: Doc, options = 'compress'): Uint8Array {
  return new Uint8Array(doc.saveToBuffer(options).asUint8Array());
}

function helvetica(doc: Doc): Mupdf.PDFObject {
  return doc.addSimpleFont(new mupdf.Font('Helvetica'), 'Latin');
}

/** PDF string literal in WinAnsi (Latin-1 range) so æøå survive. */
export function pdfString(text: string): string {
  let out = '(';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch === '(' || ch === ')' || ch === '\\') out += '\\' + ch;
    else if (code < 32 || code > 126) out += '\\' + (code & 0xff).toString(8).padStart(3, '0');
    else out += ch;
  }
  return out + ')';
}

/** Content stream drawing lines of text, 10 pt Helvetica, starting at (x, y) PDF user space. */
export function textContent(lines: string[], x = 72, y = 720, size = 12): string {
  return (
    `BT /F1 ${size} Tf ${size * 1.5} TL ${x} ${y} Td\n` +
    lines.map((l) => `${pdfString(l)} Tj T*`).join('\n') +
    '\nET\n'
  );
}

export const TEXT_LINES = [
  'Kari Nordmann bor i Storgata 1, 0155 Oslo.',
  'Fødselsnummer 01010112345 og konto 1234.56.78903.',
  'Blåbærsyltetøy smaker godt på Ærøy.',
  'Control words stay visible: alpha bravo charlie.',
  'Secret phrase wraps',
  'across lines here.',
];

/** A document of text pages; page i (0-based) gets `TEXT_LINES` plus a page marker line. */
export function makeTextPdf(pages = 1, rotate: 0 | 90 | 180 | 270 = 0): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const res = doc.addObject({ Font: { F1: helvetica(doc) } });
  for (let i = 0; i < pages; i++) {
    const content = textContent([...TEXT_LINES, `Page marker ${i + 1}`]);
    doc.insertPage(-1, doc.addPage([0, 0, 612, 792], rotate, res, content));
  }
  return save(doc);
}

/** One text page whose /Rotate 90 is an indirect object (`/Rotate 5 0 R`), as some producers write it. */
export function makeIndirectRotatePdf(): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const res = doc.addObject({ Font: { F1: helvetica(doc) } });
  const page = doc.addPage([0, 0, 612, 792], 0, res, textContent([...TEXT_LINES]));
  page.put('Rotate', doc.addObject(doc.newInteger(90)));
  doc.insertPage(-1, page);
  return save(doc);
}

/** Three lines of 11 pt Helvetica set `leading` pt apart (11 = solid, as tight as real documents get). */
export function makeTightLinesPdf(leading: number): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const res = doc.addObject({ Font: { F1: helvetica(doc) } });
  const lines = ['alpha above line', 'middle SECRET line', 'omega below line', 'fourth line stays'];
  const content =
    `BT /F1 11 Tf ${leading} TL 72 720 Td ` + lines.map((l) => `${pdfString(l)} Tj T*`).join(' ') + ' ET';
  doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, res, content));
  return save(doc);
}

/** One page with a 200x200 pt red/green image at (100,400) in user space and a caption. */
export function makeImagePdf(): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const pix = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, [0, 0, 100, 100], false);
  pix.clear(255);
  const samples = pix.getPixels();
  for (let i = 0; i < 100 * 100; i++) {
    samples[i * 3] = 200;
    samples[i * 3 + 1] = 30;
    samples[i * 3 + 2] = 30;
  }
  const image = doc.addImage(new mupdf.Image(pix));
  const res = doc.addObject({ Font: { F1: helvetica(doc) }, XObject: { Im0: image } });
  const content = 'q 200 0 0 200 100 400 cm /Im0 Do Q\n' + textContent(['Image caption text'], 100, 380);
  doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, res, content));
  return save(doc);
}

/** One page with vector art: a filled blue rectangle and a thick black line. */
export function makeVectorPdf(): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const res = doc.addObject({ Font: { F1: helvetica(doc) } });
  const content =
    '0 0 1 rg 100 500 100 100 re f\n0 0 0 RG 6 w 300 550 m 500 550 l S\n' +
    textContent(['Vector page'], 72, 720);
  doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, res, content));
  return save(doc);
}

/** A page that is only a picture of text (no text layer), rendered from a text page at `dpi`. */
export function makeScannedPdf(dpi = 150): Uint8Array {
  const src = mupdf.Document.openDocument(makeTextPdf(1), 'application/pdf');
  const page = src.loadPage(0);
  const pix = page.toPixmap(mupdf.Matrix.scale(dpi / 72, dpi / 72), mupdf.ColorSpace.DeviceRGB, false);
  const doc = new mupdf.PDFDocument();
  const image = doc.addImage(new mupdf.Image(pix));
  const res = doc.addObject({ XObject: { Im0: image } });
  doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, res, 'q 612 0 0 792 0 0 cm /Im0 Do Q'));
  return save(doc);
}

/** Text page carrying Info, XMP, document JavaScript, OpenAction JS, an attachment, a note and a form field. */
export function makeDirtyPdf(): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const res = doc.addObject({ Font: { F1: helvetica(doc), Helv: helvetica(doc) } });
  doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, res, textContent(TEXT_LINES)));
  const trailer = doc.getTrailer();
  const str = (v: string): Mupdf.PDFObject => doc.newString(v);
  trailer.put(
    'Info',
    doc.addObject({
      Author: str('Ola Hemmelig'),
      Title: str('Hemmelig tittel'),
      Producer: str('FixtureProducer'),
    }),
  );
  const root = trailer.get('Root');
  root.put(
    'Metadata',
    doc.addStream('<x:xmpmeta><dc:creator>XmpSecretCreator</dc:creator></x:xmpmeta>', {
      Type: 'Metadata',
      Subtype: 'XML',
    }),
  );
  const js = doc.addObject({ S: 'JavaScript', JS: str('app.alert("JsSecretPayload")') });
  root.put('Names', doc.addObject({ JavaScript: doc.addObject({ Names: [str('doc-js'), js] }) }));
  root.put('OpenAction', doc.addObject({ S: 'JavaScript', JS: str('app.alert("OpenActionPayload")') }));
  const filespec = doc.addEmbeddedFile(
    'attached-secret.txt',
    'text/plain',
    'AttachmentSecretBody',
    new Date(0),
    new Date(0),
  );
  doc.insertEmbeddedFile('attached-secret.txt', filespec);
  const page = doc.loadPage(0);
  const note = page.createAnnotation('Text');
  note.setRect([500, 60, 518, 78]);
  note.setContents('NoteSecretText');
  const field = page.createAnnotation('Widget');
  field.setRect([300, 300, 500, 330]);
  const fieldObj = field.getObject();
  fieldObj.put('FT', doc.newName('Tx'));
  fieldObj.put('T', doc.newString('name'));
  fieldObj.put('V', doc.newString('FieldSecretValue'));
  fieldObj.put('DA', doc.newString('/Helv 10 Tf 0 g'));
  root.put(
    'AcroForm',
    doc.addObject({
      Fields: [fieldObj],
      DA: str('/Helv 10 Tf 0 g'),
      DR: { Font: { Helv: res.get('Font').get('Helv') } },
    }),
  );
  page.update();
  return save(doc);
}

/** Text that hides from the eye: an invisible OCR-style layer (3 Tr) and text inside a form XObject. */
export function makeHiddenTextPdf(): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const fonts = { F1: helvetica(doc) };
  const form = doc.addStream(textContent(['FormXObjectSecret visible'], 72, 600), {
    Type: 'XObject',
    Subtype: 'Form',
    BBox: [0, 0, 612, 792],
    Resources: { Font: fonts },
  });
  const res = doc.addObject({ Font: fonts, XObject: { Fm0: form } });
  const content =
    'BT 3 Tr ET\n' +
    textContent(['InvisibleOcrSecret neighbour'], 72, 700).replace('BT', 'BT 3 Tr') +
    'q /Fm0 Do Q\n';
  doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, res, content));
  return save(doc);
}

export const LEAK_LINES = ['Brev til Kari Nordmann', 'E-post: kari@example.no', 'Saksbehandler: Per Hansen'];

/**
 * A page whose redacted strings are repeated where no mark reaches: a mailto link, a bookmark, a
 * sticky note (not drawn), a named destination and a form field drawn elsewhere on the page.
 */
export function makeLeakyPdf(): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const res = doc.addObject({ Font: { F1: helvetica(doc), Helv: helvetica(doc) } });
  doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, res, textContent(LEAK_LINES)));
  const page = doc.loadPage(0);
  page.createLink([120, 85, 230, 100], 'mailto:kari@example.no?subject=Kari%20Nordmann');
  const note = page.createAnnotation('Text');
  note.setRect([500, 60, 518, 78]);
  note.setContents('Ring Kari Nordmann i morgen');
  const field = page.createAnnotation('Widget');
  field.setRect([72, 400, 300, 425]);
  const fieldObj = field.getObject();
  fieldObj.put('FT', doc.newName('Tx'));
  fieldObj.put('T', doc.newString('mottaker'));
  fieldObj.put('V', doc.newString('Kari Nordmann'));
  fieldObj.put('DA', doc.newString('/Helv 10 Tf 0 g'));
  const root = doc.getTrailer().get('Root');
  root.put(
    'AcroForm',
    doc.addObject({
      Fields: [fieldObj],
      DA: doc.newString('/Helv 10 Tf 0 g'),
      DR: { Font: { Helv: res.get('Font').get('Helv') } },
    }),
  );
  field.update();
  page.update();
  const it = doc.outlineIterator();
  it.insert({ title: 'Vedtak for Kari Nordmann', uri: '#page=1', open: true });
  const dest = doc.newArray();
  dest.push(doc.findPage(0));
  dest.push(doc.newName('Fit'));
  root.put(
    'Names',
    doc.addObject({ Dests: doc.addObject({ Names: [doc.newString('Kari Nordmann'), dest] }) }),
  );
  return save(doc);
}

/** The page text of makeTextPdf, plus a copy of one line in a private stream no reader draws. */
export function makeDefeatingPdf(secret: string): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const res = doc.addObject({ Font: { F1: helvetica(doc) } });
  const page = doc.addPage([0, 0, 612, 792], 0, res, textContent([...TEXT_LINES]));
  page.put('SladdTestPrivateCopy', doc.addStream(`private copy: ${secret}`, {}));
  doc.insertPage(-1, page);
  return save(doc);
}

/** A pixmap of w×h with dark bars ("words") at the given pixel rectangles on a light grey ground. */
function barsPixmap(
  cs: Mupdf.ColorSpace,
  w: number,
  h: number,
  bars: [number, number, number, number][],
  ground = 235,
): Mupdf.Pixmap {
  const pix = new mupdf.Pixmap(cs, [0, 0, w, h], false);
  pix.clear(ground);
  const n = pix.getNumberOfComponents();
  const samples = pix.getPixels();
  for (const [x0, y0, x1, y1] of bars)
    for (let y = y0; y < y1; y++)
      for (let x = x0; x < x1; x++)
        for (let c = 0; c < n; c++) samples[(y * w + x) * n + c] = c === 0 ? 20 : 40;
  return pix;
}

/**
 * Three pages as a typical office file: an Acrobat-style header form shared by every page (it sets
 * "0 Tc 0 Tw 100 Tz" so as not to inherit the body's letter spacing), a logo image shared by every
 * page, a photo of its own on page 3, and a name on page 1 only.
 */
export function makeSharedResourcesPdf(): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const font = helvetica(doc);
  const logo = doc.addImage(
    new mupdf.Image(barsPixmap(mupdf.ColorSpace.DeviceRGB, 60, 30, [[5, 5, 55, 25]], 250)),
  );
  const photo = doc.addImage(
    new mupdf.Image(
      barsPixmap(
        mupdf.ColorSpace.DeviceRGB,
        120,
        80,
        [
          [10, 10, 60, 40],
          [70, 30, 110, 70],
        ],
        180,
      ),
    ),
  );
  const header = doc.addStream(
    'BT /F1 1 Tf 0 Tc 0 Tw 0 Ts 100 Tz 0 Tr 12 0 0 12 200 760 Tm (Header of the office) Tj ET',
    { Type: 'XObject', Subtype: 'Form', BBox: [150, 740, 460, 780], Resources: { Font: { F1: font } } },
  );
  const bodies = [
    ['Kari Nordmann called about the case.', 'The rest of this page stays.'],
    ['Page two has no name on it.', 'Nothing here is marked.'],
    ['Page three shows a photo below.', 'It must come out unchanged.'],
  ];
  bodies.forEach((lines, i) => {
    const res = doc.addObject({
      Font: { F1: font },
      XObject: { Logo: logo, Head: header, ...(i === 2 ? { Photo: photo } : {}) },
    });
    // The body ends with wide letter spacing still set when the header form is drawn.
    const content =
      'q 60 0 0 30 40 745 cm /Logo Do Q\n' +
      'BT /F1 12 Tf 1.5 Tc 18 TL 72 600 Td ' +
      lines.map((l) => `${pdfString(l)} Tj T*`).join(' ') +
      ' ET\n' +
      (i === 2 ? 'q 240 0 0 160 72 300 cm /Photo Do Q\n' : '') +
      '/Head Do\n';
    doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, res, content));
  });
  return save(doc);
}

/**
 * A one-page scan whose JPEG has 3 components while its image dictionary says /DeviceGray, as
 * some scanners write it. The page shows three dark bars (lines of "text") at known places in the
 * JPEG's own reading: returned in displayed-page points.
 */
export function makeMismatchedJpegPdf(): {
  pdf: Uint8Array;
  bars: { x0: number; y0: number; x1: number; y1: number }[];
} {
  const w = 300;
  const h = 400;
  const px = [
    [30, 40, 270, 70],
    [30, 120, 200, 150],
    [30, 200, 250, 230],
  ] as [number, number, number, number][];
  const jpeg = barsPixmap(mupdf.ColorSpace.DeviceRGB, w, h, px).asJPEG(90);
  const doc = new mupdf.PDFDocument();
  const image = doc.addRawStream(jpeg, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: w,
    Height: h,
    ColorSpace: 'DeviceGray',
    BitsPerComponent: 8,
    Filter: 'DCTDecode',
  });
  const res = doc.addObject({ XObject: { Scan: image } });
  // The image fills a 300 × 400 pt page, so one JPEG pixel is one point.
  doc.insertPage(-1, doc.addPage([0, 0, w, h], 0, res, `q ${w} 0 0 ${h} 0 0 cm /Scan Do Q`));
  return { pdf: save(doc), bars: px.map(([x0, y0, x1, y1]) => ({ x0, y0, x1, y1 })) };
}

/** A page whose square is filled with a tiling pattern made of an image (MuPDF does not cut patterns). */
export function makePatternImagePdf(): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const pix = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, [0, 0, 50, 50], false);
  pix.clear(40);
  const image = doc.addImage(new mupdf.Image(pix));
  const pattern = doc.addStream('q 50 0 0 50 0 0 cm /I Do Q', {
    Type: 'Pattern',
    PatternType: 1,
    PaintType: 1,
    TilingType: 1,
    BBox: [0, 0, 50, 50],
    XStep: 50,
    YStep: 50,
    Resources: { XObject: { I: image } },
  });
  const res = doc.addObject({ Pattern: { P: pattern } });
  doc.insertPage(-1, doc.addPage([0, 0, 300, 300], 0, res, '/Pattern cs /P scn 50 50 200 200 re f'));
  return save(doc);
}

/**
 * Text drawn as report writers (ReportLab and others) draw it: a leading set once with TL, then
 * every line with ', T* or ", and a word spacing from ". Two pages; a name on page 1.
 */
export function makeLeadingPdf(): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const res = doc.addObject({ Font: { F1: helvetica(doc) } });
  const page1 =
    'BT /F1 11 Tf 15 TL 72 720 Td (Report for the committee) Tj\n' +
    "(Kari Nordmann attended the meeting.) '\n" +
    "(Numbers 456 and 730 stay on the page.) '\n" +
    'T* (After an empty line the text goes on.) Tj\n' +
    '2 0 (Spaced words set by the double quote.) "\n' +
    "(The last line of the page.) '\nET";
  const page2 = "BT /F1 11 Tf 15 TL 72 720 Td (Second page first line) Tj (Second page second line) ' ET";
  for (const content of [page1, page2]) doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, res, content));
  return save(doc);
}

/**
 * A line drawn as OCR text layers draw it: each word with a Tz of its own so that it spans its
 * picture, words and spaces one Tj each, the second line invisible (render mode 3).
 */
export function makeScaledWordsPdf(): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const res = doc.addObject({ Font: { F0: helvetica(doc) } });
  const line = (y: number, words: [string, number][], mode: number): string =>
    `BT 1 0 0 1 60 ${y} Tm /F0 11 Tf ${mode} Tr ` +
    words
      .map(
        ([w, tz], i) => `${tz} Tz ${pdfString(w)} Tj${i < words.length - 1 ? ` ${tz * 2.1} Tz ( ) Tj` : ''}`,
      )
      .join(' ') +
    ' ET';
  const words: [string, number][] = [
    ['Grant', 113.07],
    ['has', 109.66],
    ['given', 102.12],
    ['Pemberton', 107.76],
    ['a', 98.28],
    ['chance', 104.53],
    ['to', 103.76],
    ['leave.', 96.5],
  ];
  doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, res, `${line(700, words, 0)}\n${line(660, words, 3)}`));
  return save(doc);
}

/** A name under a highlight, an underline, a strike-out and a squiggly annotation (one page each), with a comment naming it. */
export function makeMarkedUpPdf(): Uint8Array {
  const base = new mupdf.PDFDocument();
  const res = base.addObject({ Font: { F1: helvetica(base) } });
  const content =
    'BT /F1 12 Tf 72 700 Td (Kari Nordmann lives in Oslo.) Tj 0 -20 Td (Another line stays.) Tj ET';
  const kinds = ['Highlight', 'Underline', 'StrikeOut', 'Squiggly'] as const;
  for (let i = 0; i < kinds.length; i++) base.insertPage(-1, base.addPage([0, 0, 612, 792], 0, res, content));
  const doc = mupdf.Document.openDocument(save(base), 'application/pdf').asPDF()!;
  kinds.forEach((kind, i) => {
    const page = doc.loadPage(i) as Mupdf.PDFPage;
    const annot = page.createAnnotation(kind);
    annot.setQuadPoints([[72, 78, 170, 78, 72, 96, 170, 96]]);
    annot.setContents('Kari Nordmann is the client');
    annot.update();
    page.update();
  });
  return save(doc);
}

function main(): void {
  const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'generated');
  mkdirSync(dir, { recursive: true });
  const all: Record<string, Uint8Array> = {
    'text.pdf': makeTextPdf(3),
    'rotated-90.pdf': makeTextPdf(1, 90),
    'image.pdf': makeImagePdf(),
    'vector.pdf': makeVectorPdf(),
    'scanned.pdf': makeScannedPdf(),
    'dirty.pdf': makeDirtyPdf(),
    'hidden-text.pdf': makeHiddenTextPdf(),
    'leaky.pdf': makeLeakyPdf(),
    'shared-resources.pdf': makeSharedResourcesPdf(),
    'leading.pdf': makeLeadingPdf(),
    'scaled-words.pdf': makeScaledWordsPdf(),
    'mismatched-jpeg.pdf': makeMismatchedJpegPdf().pdf,
  };
  for (const [name, bytes] of Object.entries(all)) writeFileSync(join(dir, name), bytes);
  console.log(`wrote ${Object.keys(all).length} fixtures to ${dir}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();

/**
 * Copies nobody can see: page 1 shows "Kari Nordmann"; page 2 is cropped to its lower half by its
 * MediaBox and carries a copy above the crop, another under a clip that shows nothing of it, and
 * a visible line of its own. (A voucher split over pages by moving the crop box looks like this.)
 */
export function makeUnseenCopiesPdf(): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const res = doc.addObject({ Font: { F1: helvetica(doc) } });
  doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, res, textContent(['Brev til Kari Nordmann'])));
  const content =
    textContent(['Kari Nordmann above the crop'], 72, 600) +
    'q 300 300 10 10 re W n\n' +
    textContent(['Clipped Kari Nordmann'], 72, 200) +
    'Q\n' +
    textContent(['Visible line of page two'], 72, 100);
  doc.insertPage(-1, doc.addPage([0, 0, 612, 396], 0, res, content));
  return save(doc);
}

/** One line in an embedded font whose FontDescriptor says Ascent 9.464 and Descent -2.73 (946 and -273 were meant), as a real voucher does. */
export function makeWrongAscentPdf(): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const font = helvetica(doc);
  font.put(
    'FontDescriptor',
    doc.addObject({
      Type: 'FontDescriptor',
      FontName: doc.newName('Helvetica'),
      Flags: 32,
      FontBBox: [-166, -225, 1000, 931],
      ItalicAngle: 0,
      Ascent: 9.464,
      Descent: -2.73,
      CapHeight: 718,
      StemV: 88,
    }),
  );
  const res = doc.addObject({ Font: { F1: font } });
  doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, res, textContent(['Issued on Thu Sep 22 2011'])));
  return save(doc);
}

/**
 * A picture held in a pattern tile, as browsers print images ("Save as PDF"): one tile the size of
 * the picture, flipped like Skia writes it, filling exactly its cell, with a name in white over it.
 * Page 2 shares the resources and shows the same picture without the name.
 */
export function makeWebPrintPatternPdf(): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const pix = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, [0, 0, 100, 60], false);
  pix.clear(40);
  const image = doc.addImage(new mupdf.Image(pix));
  const pattern = doc.addStream('q 200 0 0 -120 0 120 cm /I Do Q', {
    Type: 'Pattern',
    PatternType: 1,
    PaintType: 1,
    TilingType: 1,
    BBox: [0, 0, 200, 120],
    XStep: 200,
    YStep: 120,
    Matrix: [1, 0, 0, -1, 50, 250],
    Resources: { XObject: { I: image } },
  });
  const res = doc.addObject({ Font: { F1: helvetica(doc) }, Pattern: { P: pattern } });
  const picture = 'q /Pattern cs /P scn 50 130 200 120 re f Q\n';
  doc.insertPage(
    -1,
    doc.addPage([0, 0, 300, 300], 0, res, picture + '1 g\n' + textContent(['Kari Nordmann'], 60, 180)),
  );
  doc.insertPage(-1, doc.addPage([0, 0, 300, 300], 0, res, picture));
  return save(doc);
}

/**
 * A tagged page whose structure gives a span of visible text an ActualText that stands for far
 * less ("Shipper" for "Kari Nordmann, Storgata 1"), the span left open across a Q as a real Word
 * export does. MuPDF reads the ActualText instead of what is drawn.
 */
export function makeActualTextPdf(): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const res = doc.addObject({ Font: { F1: helvetica(doc) } });
  const content =
    'BT /F1 12 Tf 72 720 Td (Vedtak for) Tj ET\n' +
    'q /P <</MCID 0>> BDC EMC /P <</MCID 1>> BDC Q\n' +
    'BT /F1 12 Tf 72 700 Td (Kari Nordmann, Storgata 1) Tj ET EMC\n';
  doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, res, content));
  const page = doc.findPage(0);
  const empty = doc.addObject({ Type: 'StructElem', S: 'Span', ActualText: doc.newString(' '), K: [0] });
  const shipper = doc.addObject({
    Type: 'StructElem',
    S: 'Span',
    ActualText: doc.newString('Shipper'),
    K: [1],
  });
  const tree = doc.addObject({
    Type: 'StructTreeRoot',
    K: [empty, shipper],
    ParentTree: { Nums: [0, [empty, shipper]] },
  });
  for (const elem of [empty, shipper]) {
    elem.put('Pg', page);
    elem.put('P', tree);
  }
  page.put('StructParents', 0);
  const root = doc.getTrailer().get('Root');
  root.put('StructTreeRoot', tree);
  root.put('MarkInfo', doc.addObject({ Marked: true }));
  return save(doc);
}
