import type { PDFDocumentProxy } from 'pdfjs-dist';
import { PRINT_DPI, printStyle, sheetBox, type PrintSheet } from '../lib/print-sheets.ts';
import type { WorkspaceFile } from '../types.ts';
import { loadPdfDocument } from './pdf-cache.ts';

/** How long the print frame and its pictures are kept after print() returns. */
const KEEP_AFTER_PRINT_MS = 60_000;

/** One page drawn at PRINT_DPI into a PNG (the file is redacted already: nothing hides under it). */
async function drawSheet(
  doc: PDFDocumentProxy,
  fileName: string,
  pageNumber: number,
): Promise<PrintSheet & { url: string }> {
  const page = await doc.getPage(pageNumber);
  try {
    const size = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: PRINT_DPI / 72 });
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(viewport.width);
    canvas.height = Math.ceil(viewport.height);
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
    }
    await page.render({ canvas, viewport }).promise;
    const blob = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((made) => (made ? resolve(made) : reject(new Error('page picture failed'))), 'image/png'),
    );
    // Free the bitmap now: browsers free canvas memory lazily otherwise.
    canvas.width = 0;
    canvas.height = 0;
    return {
      fileName,
      page: pageNumber,
      width: size.width,
      height: size.height,
      url: URL.createObjectURL(blob),
    };
  } finally {
    page.cleanup();
  }
}

/**
 * Prints several redacted files as one print job: every page of every file, in the order given,
 * each on paper of its own size. A PDF frame prints one file only, so the pages are drawn as
 * pictures into one print document (as pdf.js's own viewer prints) in a hidden frame.
 */
export async function printFilesTogether(
  files: readonly WorkspaceFile[],
  onFailed: () => void,
): Promise<void> {
  const sheets: Array<PrintSheet & { url: string }> = [];
  try {
    for (const file of files) {
      const doc = await loadPdfDocument(file.key, file.file);
      for (let page = 1; page <= doc.numPages; page++)
        sheets.push(await drawSheet(doc, file.file.name, page));
    }
  } catch (error) {
    for (const sheet of sheets) URL.revokeObjectURL(sheet.url);
    throw error;
  }
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  Object.assign(frame.style, {
    position: 'fixed',
    width: '0',
    height: '0',
    border: '0',
    visibility: 'hidden',
  });
  frame.dataset.printSheets = String(sheets.length);
  document.body.append(frame);
  const cleanUp = () => {
    frame.remove();
    for (const sheet of sheets) URL.revokeObjectURL(sheet.url);
  };
  const printDocument = frame.contentDocument;
  if (!printDocument) {
    cleanUp();
    return onFailed();
  }
  const { css, pageNames } = printStyle(sheets);
  printDocument.title = files.map((f) => f.file.name).join(', ');
  const style = printDocument.createElement('style');
  style.textContent = css;
  printDocument.head.append(style);
  const pictures = sheets.map((sheet, index) => {
    const box = printDocument.createElement('div');
    box.className = 'sheet';
    const { width, height } = sheetBox(sheet);
    box.style.width = width;
    box.style.height = height;
    box.style.setProperty('page', pageNames[index]!);
    const picture = printDocument.createElement('img');
    picture.src = sheet.url;
    picture.alt = `${sheet.fileName}, ${sheet.page}`;
    picture.dataset.file = sheet.fileName;
    picture.dataset.page = String(sheet.page);
    box.append(picture);
    printDocument.body.append(box);
    return picture;
  });
  await Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined)));
  try {
    frame.contentWindow?.print();
  } catch {
    onFailed();
  }
  window.setTimeout(cleanUp, KEEP_AFTER_PRINT_MS);
}
