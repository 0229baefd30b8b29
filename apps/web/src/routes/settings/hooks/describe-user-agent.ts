export type DeviceKind = 'desktop' | 'mobile' | 'tablet' | 'unknown';

export interface DeviceDescription {
  browser: string | null;
  os: string | null;
  kind: DeviceKind;
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: Array<[RegExp, string]> = [
  [/Edg(?:e|A|iOS)?\/\d+/, 'Edge'],
  [/OPR\/\d+|Opera/, 'Opera'],
  [/SamsungBrowser\/\d+/, 'Samsung Internet'],
  [/Firefox\/\d+|FxiOS\/\d+/, 'Firefox'],
  [/Chrome\/\d+|CriOS\/\d+|Chromium\/\d+/, 'Chrome'],
  [/Version\/[\d.]+.*Safari\/\d+/, 'Safari'],
  [/curl\/|node|undici|axios|python-requests/i, 'API client'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows NT/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** Browser, operating system and kind of device from a User-Agent header; null parts when unknown. */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  if (!userAgent) return { browser: null, os: null, kind: 'unknown' };
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  const os = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  let kind: DeviceKind = os ? 'desktop' : 'unknown';
  if (/iPad|Tablet/.test(userAgent) || (/Android/.test(userAgent) && !/Mobile/.test(userAgent)))
    kind = 'tablet';
  else if (/Mobi|iPhone|iPod/.test(userAgent)) kind = 'mobile';
  return { browser, os, kind };
}
