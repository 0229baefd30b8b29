/** Displayed size and normalised /Rotate of a loaded page. */
export function readPageInfo(page: import('mupdf').PDFPage): { width: number; height: number; rotation: number } {
  const [x0, y0, x1, y1] = page.getBounds();
  let rotation = 0;
  try {
    const rotate = page.getObject().getInheritable('Rotate');
    if (rotate.isNumber()) rotation = ((Math.round(rotate.asNumber() / 90) * 90) % 360 + 360) % 360;
  } catch {
    rotation = 0;
  }
  return { width: x1 - x0, height: y1 - y0, rotation };
}
