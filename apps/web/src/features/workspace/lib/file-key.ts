/** The identity of an uploaded file: name + size + lastModified (spec 2 §2). */
export function fileKeyOf(file: Pick<File, 'name' | 'size' | 'lastModified'>): string {
  return `${file.name}::${file.size}::${file.lastModified}`;
}

/** Cuts a name to `keep` characters plus an ellipsis when it is longer than `max`. */
export function truncateName(name: string, max: number, keep = max - 3): string {
  return name.length > max ? `${name.slice(0, keep)}...` : name;
}

/**
 * Shortens to `max` characters but keeps the extension visible (status bar): one ellipsis
 * character before the extension, "kommunesak-2024….pdf" (not "kommunesak-20....pdf").
 */
export function shortenKeepingExtension(name: string, max = 20): string {
  if (name.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot) : '';
  return `${name.slice(0, Math.max(1, max - extension.length - 1))}…${extension}`;
}
