/**
 * Renders the installable app's icons from public/favicon.svg into public/icons/ (the PNGs are
 * committed; run again only when the logo changes):
 *   npx tsx apps/web/scripts/icons.ts
 * "any" icons keep the favicon's rounded corners (transparent outside them); the maskable icon
 * fills the square with the background and draws the bars a little smaller, inside the central
 * circle of 80 % that every platform's mask keeps.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from '../../../e2e/support/browser.ts';

const PUBLIC_DIR = join(import.meta.dirname, '../public');
const OUT_DIR = join(PUBLIC_DIR, 'icons');

function maskable(svg: string): string {
  return svg
    .replace('rx="7" fill="#1b2a4a"', 'fill="#1b2a4a"')
    .replace(/(<rect x=)/, '<g transform="translate(16 17) scale(0.8) translate(-16 -17)">$1')
    .replace('</svg>', '</g></svg>');
}

const favicon = readFileSync(join(PUBLIC_DIR, 'favicon.svg'), 'utf8');
const ICONS = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable(favicon) },
  { file: 'apple-touch-icon-180.png', size: 180, svg: maskable(favicon) },
];

mkdirSync(OUT_DIR, { recursive: true });
const browser = await launchBrowser();
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const sized = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    await page.locator('svg').screenshot({ path: join(OUT_DIR, icon.file), omitBackground: true });
    await page.close();
    console.log(`${icon.file} ${icon.size}×${icon.size}`);
  }
} finally {
  await browser.close();
}
