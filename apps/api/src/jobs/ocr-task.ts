import { closePdf, isPdfError, ocrPage, openPdf, renderPage } from '@sladd/pdf';
import type { OcrPageResult, OcrPageTask, TaskResult } from './task-types.ts';

/**
 * Renders one page with MuPDF and reads it with tesseract in this worker. The PDF is closed before
 * recognition starts, so only the PNG is held while tesseract works; nothing touches the disk.
 */
export async function runOcrPageTask(task: OcrPageTask): Promise<TaskResult<OcrPageResult>> {
  try {
    const doc = openPdf(task.bytes);
    let png: Uint8Array;
    try {
      png = renderPage(doc, task.page - 1, { dpi: task.dpi });
    } finally {
      closePdf(doc);
    }
    const words = await ocrPage(png, { dpi: task.dpi });
    return { ok: true, page: task.page, words };
  } catch (error) {
    if (!isPdfError(error)) throw error;
    return { ok: false, error: { code: error.code, message: error.message } };
  }
}
