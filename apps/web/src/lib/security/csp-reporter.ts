import { getCspReportConfig, type ViolationRecord } from '@sladd/contract';
import { ViolationQueue } from './violation-queue.ts';

/** Where the server says whether reports are wanted (decision 0045). */
const CONFIG_URL = `/api${getCspReportConfig.path}`;
/** Violations arriving within this time go in one request. */
export const REPORT_DEBOUNCE_MS = 1000;

interface ReportingConfig {
  enabled: boolean;
  endpoint: string;
}

/** The record of spec 1 §3 from the browser's event; the script sample (page text) is left out. */
export function recordOf(event: SecurityPolicyViolationEvent, now = Date.now()): ViolationRecord {
  return {
    documentUri: event.documentURI,
    referrer: event.referrer || null,
    blockedUri: event.blockedURI || null,
    violatedDirective: event.violatedDirective || null,
    effectiveDirective: event.effectiveDirective || null,
    originalPolicy: event.originalPolicy || null,
    disposition: event.disposition || null,
    statusCode: event.statusCode,
    lineNumber: event.lineNumber,
    columnNumber: event.columnNumber,
    sourceFile: event.sourceFile || null,
    timestamp: now,
  };
}

/**
 * Listens for `securitypolicyviolation` and posts the records to the server, batched after a
 * short quiet time and when the page is hidden. Nothing is asked of the server until the first
 * violation; when it answers that reporting is off, the queue is dropped and nothing is sent.
 */
export function installCspReporter(target: Document = document): () => void {
  const queue = new ViolationQueue();
  let config: Promise<ReportingConfig | undefined> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const readConfig = () =>
    (config ??= fetch(CONFIG_URL, { credentials: 'omit', cache: 'no-store' })
      .then(async (response) => {
        if (!response.ok) return undefined;
        const answer = (await response.json()) as { data?: ReportingConfig };
        return answer.data;
      })
      .catch(() => {
        config = undefined; // ask again with the next violation
        return undefined;
      }));

  async function flush(): Promise<void> {
    timer = undefined;
    if (queue.size === 0) return;
    const settings = await readConfig();
    if (!settings) return; // unknown yet: keep the (bounded) queue for the next try
    if (!settings.enabled) {
      queue.clear();
      return;
    }
    for (const body of queue.drainBatches()) {
      void fetch(settings.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'omit',
        keepalive: true,
        body,
      }).catch(() => {
        // A lost report is lost; the header's report-to path may still deliver it.
      });
    }
  }

  const onViolation = (event: SecurityPolicyViolationEvent) => {
    queue.push(recordOf(event));
    if (timer === undefined) timer = setTimeout(() => void flush(), REPORT_DEBOUNCE_MS);
  };
  const onHidden = () => {
    if (target.visibilityState !== 'hidden' || queue.size === 0) return;
    if (timer !== undefined) clearTimeout(timer);
    void flush();
  };
  target.addEventListener('securitypolicyviolation', onViolation);
  target.addEventListener('visibilitychange', onHidden);
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    target.removeEventListener('securitypolicyviolation', onViolation);
    target.removeEventListener('visibilitychange', onHidden);
  };
}
