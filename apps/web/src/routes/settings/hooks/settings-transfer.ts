import {
  checkSettingsUpload,
  importSettingsOperation,
  parseSettingsText,
  validateSettingsFile,
} from '@sladd/contract';
import { api } from '../../../lib/api/index.ts';

/** sladd-settings-YYYY-MM-DD.json, by the person's own calendar day. */
export function buildExportFileName(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `sladd-settings-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`;
}

/** Saves a JSON value as a file through a temporary link. */
export function downloadJson(value: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download; revoking later keeps slow browsers safe.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The server's checks, run before uploading so the message appears at once and reads exactly
 * as the server would word it: type and size, JSON, then the settings file rules.
 */
export async function findSettingsFileProblem(file: File): Promise<string | undefined> {
  const uploadProblem = checkSettingsUpload(file);
  if (uploadProblem) return uploadProblem;
  const parsed = parseSettingsText(await file.text());
  if (!parsed.ok) return parsed.message;
  const checked = validateSettingsFile(parsed.value);
  return checked.ok ? undefined : checked.message;
}

/** POST /settings/import as multipart (field "file"), through the one API client. */
export function uploadSettingsFile(file: File): Promise<{ message: string }> {
  return api.upload(importSettingsOperation, { fields: { file } });
}
