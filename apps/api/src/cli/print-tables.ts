import type { SensitiveItem } from '@sladd/detect';
import { summarizeEntities } from '../modules/batch/summaries.ts';
import type { CliIo } from './io.ts';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "1-3, 5" from a sorted list of page numbers; long lists are cut so the table stays one line a row. */
export function formatPageRanges(pages: number[], maxRanges = 6): string {
  const parts: string[] = [];
  for (let i = 0; i < pages.length; i++) {
    const start = pages[i]!;
    while (i + 1 < pages.length && pages[i + 1] === pages[i]! + 1) i++;
    parts.push(start === pages[i] ? `${start}` : `${start}-${pages[i]}`);
  }
  if (parts.length <= maxRanges) return parts.join(', ');
  return `${parts.slice(0, maxRanges).join(', ')}, … (${pages.length} pages)`;
}

/** Detection counts by type for one file, with the pages each type is on. */
export function printDetectTable(
  io: CliIo,
  file: { file: string; pages: { page: number; sensitive: SensitiveItem[] }[] },
): void {
  const summary = summarizeEntities(file.pages);
  io.out(
    `${file.file}: ${plural(file.pages.length, 'page')}, ${plural(summary.total, 'entity', 'entities')}`,
  );
  const types = Object.entries(summary.by_type).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  if (types.length === 0) return;
  const width = Math.max(12, ...types.map(([type]) => type.length));
  io.out(`  ${'TYPE'.padEnd(width)}  COUNT  PAGES`);
  for (const [type, count] of types) {
    const pages = file.pages
      .filter((page) => page.sensitive.some((item) => item.entity_type === type))
      .map((page) => page.page);
    io.out(`  ${type.padEnd(width)}  ${String(count).padStart(5)}  ${formatPageRanges(pages)}`);
  }
}

/** Search matches per page for one file, with how often each matched text occurs. */
export function printSearchTable(
  io: CliIo,
  file: {
    file: string;
    pages_searched: number;
    total_matches: number;
    pages: { page: number; matches: { text: string; start: number }[] }[];
  },
): void {
  io.out(
    `${file.file}: ${plural(file.total_matches, 'match', 'matches')} on ${file.pages.length} of ${plural(file.pages_searched, 'page')}`,
  );
  for (const page of file.pages) {
    const counts = new Map<string, number>();
    const seen = new Set<number>();
    for (const match of page.matches) {
      // A match that wraps lines is one item per line; count it once.
      if (seen.has(match.start)) continue;
      seen.add(match.start);
      counts.set(match.text, (counts.get(match.text) ?? 0) + 1);
    }
    const detail = [...counts].map(([text, n]) => (n > 1 ? `${text} ×${n}` : text)).join(', ');
    io.out(`  page ${String(page.page).padStart(4)}  ${String(seen.size).padStart(4)}  ${detail}`);
  }
}

/** The verification certificate of a redacted file (counts only). */
export function printCertificate(
  io: CliIo,
  input: string,
  output: string | null,
  cert: {
    ok: boolean;
    pages_checked: number;
    marks_checked: number;
    leftover_chars: number;
    requested?: { kind: 'term' | 'pattern'; text: string; before: number; after: number }[];
    ocr_pages?: number[];
    unreadable_pages?: number[];
    strings?: { text: string; before: number; kept: number; after: number; in_objects: number }[];
    visual?: {
      ok: boolean;
      pages_compared: number;
      dpi: number;
      tolerance: { grey_levels: number; percent_of_page: number };
      max_changed_percent: number;
      changed_pages: { page: number; percent: number }[];
      marks_with_traces: { page: number; marks: number }[];
    } | null;
  },
): void {
  io.out(`${input}${output ? ` → ${output}` : ''}`);
  io.out(`  pages checked    ${cert.pages_checked}`);
  io.out(`  marks checked    ${cert.marks_checked}`);
  io.out(`  leftover chars   ${cert.leftover_chars}`);
  if (cert.ocr_pages?.length) io.out(`  read by OCR      ${cert.ocr_pages.length === 1 ? 'page' : 'pages'} ${formatPageRanges(cert.ocr_pages)} (no text layer)`);
  if (cert.unreadable_pages?.length)
    io.out(`  not readable     ${cert.unreadable_pages.length === 1 ? 'page' : 'pages'} ${formatPageRanges(cert.unreadable_pages)}: nothing was looked for there`);
  const v = cert.visual;
  if (v) {
    const rule = `${v.dpi} dpi; a page may change by at most ${v.tolerance.percent_of_page} % of its pixels outside the marks`;
    io.out(
      v.changed_pages.length === 0
        ? `  visual check     ✓ ${v.pages_compared} ${v.pages_compared === 1 ? 'page looks' : 'pages look'} as before outside the marks (${rule}; largest change ${v.max_changed_percent} %)`
        : `  visual check     ✗ ${v.changed_pages.length} of ${v.pages_compared} pages changed outside the marks: ${v.changed_pages
            .slice(0, 5)
            .map((p) => `page ${p.page} (${p.percent} %)`)
            .join(', ')} (${rule})`,
    );
    io.out(
      v.marks_with_traces.length === 0
        ? '  under the marks  ✓ no picture content left under any mark'
        : `  under the marks  ✗ picture content left under ${v.marks_with_traces.map((t) => `${t.marks} mark(s) on page ${t.page}`).join(', ')}`,
    );
  }
  const requested = cert.requested ?? [];
  if (requested.length > 0) {
    io.out('  searched for     found before → after');
    for (const r of requested) {
      const label = r.kind === 'pattern' ? `/${r.text}/` : JSON.stringify(r.text);
      const mark = r.before === 0 ? '!' : r.after > 0 ? '✗' : '✓';
      io.out(
        `    ${mark} ${label}  ${r.before} → ${r.after}${r.before === 0 ? '  (not found: nothing removed for it)' : ''}`,
      );
    }
  }
  const strings = cert.strings ?? [];
  if (strings.length > 0) {
    io.out(`  redacted texts   before → after (kept unmarked), in file objects`);
    for (const s of strings) {
      const bad = s.after > s.kept || s.in_objects > 0;
      io.out(
        `    ${bad ? '✗' : '✓'} ${JSON.stringify(s.text)}  ${s.before} → ${s.after}${s.kept > 0 ? ` (${s.kept} kept)` : ''}, ${s.in_objects}`,
      );
    }
  }
  io.out(
    cert.ok
      ? '  verified         ✓ no redacted text remains in the file'
      : '  verified         ✗ redacted text remains; no file was written',
  );
}
