import { postMultipart, postMultipartRaw } from '../../../lib/api/index.ts';
import type { Box, PageWords, VerificationEntry } from '../types.ts';
import type { Appearance } from './appearance.ts';

export interface SearchMatch {
  term: string;
  text: string;
  start: number;
  end: number;
  bbox: Box;
}

export interface SearchAnswer {
  batch_summary: { total_files: number; successful: number; failed: number; total_matches: number; search_time: number };
  file_results: Array<{
    file: string;
    status: 'success' | 'error';
    error?: { code: string; message: string };
    results?: { total_matches: number; pages_searched: number; match_details: { pages: Array<{ page: number; matches: SearchMatch[] }> } };
  }>;
}

/** Searches terms across files (plain; case-sensitive and AI are premium on the server). */
export function searchFiles(files: File[], terms: string[], options: { caseSensitive: boolean; aiSearch: boolean }) {
  return postMultipart<SearchAnswer>(`/batch/search${options.aiSearch ? '?ai_search=true' : ''}`, {
    files,
    search_terms: terms,
    case_sensitive: options.caseSensitive,
    ai_search: options.aiSearch,
  });
}

/** Words with boxes of every page of one file: the text layer for text-selection marking. */
export async function extractWords(file: File): Promise<PageWords[]> {
  const answer = await postMultipart<{ pages: PageWords[] }>('/pdf/extract', { files: [file] });
  return answer.pages;
}

export interface RedactedFile {
  file: File;
  verification?: VerificationEntry;
}

/** Redacts one file; the server answers the PDF and its verification in a header. */
export async function redactFile(
  file: File,
  pages: Array<{ page: number; sensitive: Array<{ bbox: Box; entity_type: string; original_text?: string }> }>,
  appearance: Appearance,
  removeImages: boolean,
  signal?: AbortSignal,
): Promise<RedactedFile> {
  const response = await postMultipartRaw(
    '/batch/redact',
    { files: [file], mappings: { [file.name]: { pages } }, appearance, removeImages },
    { signal, accept: 'application/pdf' },
  );
  const blob = await response.blob();
  const name = file.name.replace(/\.pdf$/i, '') + '-redacted.pdf';
  return { file: new File([blob], name, { type: 'application/pdf', lastModified: Date.now() }), verification: readVerification(response)?.[0] };
}

/** Decodes the base64url JSON of X-Sladd-Verification. */
export function readVerification(response: Response): VerificationEntry[] | undefined {
  const header = response.headers.get('x-sladd-verification');
  if (!header) return undefined;
  try {
    const base64 = header.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    return (JSON.parse(new TextDecoder().decode(bytes)) as { files: VerificationEntry[] }).files;
  } catch {
    return undefined;
  }
}
