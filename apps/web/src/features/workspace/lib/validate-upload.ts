import { LIMITS } from '@sladd/contract';

export type UploadIssue = 'notPdf' | 'tooLarge' | 'tooMany' | 'none';

/** Checks a drop against the limits (PDF only, ≤ 10 MB each, ≤ 20 in all); the first issue wins. */
export function validateUpload(files: readonly File[], existingCount: number): { accepted: File[]; issue: UploadIssue } {
  if (files.length === 0) return { accepted: [], issue: 'none' };
  if (existingCount + files.length > LIMITS.maxFiles) return { accepted: [], issue: 'tooMany' };
  for (const file of files) {
    const isPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
    if (!isPdf) return { accepted: [], issue: 'notPdf' };
    if (file.size > LIMITS.maxFileBytes) return { accepted: [], issue: 'tooLarge' };
  }
  return { accepted: [...files], issue: 'none' };
}
