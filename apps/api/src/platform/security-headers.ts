import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { submitCspReports } from '@sladd/contract';

/**
 * Security headers for every answer. The policy fits the SPA: Vite emits no inline scripts,
 * Mantine injects style tags, pdf.js renders in a same-origin worker and builds blob: URLs for
 * downloads, printing and thumbnails. The API docs viewer brings its own policy.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  secure: boolean,
  options: { cspReports?: boolean } = {},
): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
        // CSP_REPORTS=on (decision 0045): report-uri only. With report-to beside it, Chromium
        // ignores report-uri and queues reports for the Reporting API's batches, which headless
        // Chromium here never delivered (measured); report-uri arrives at once in every browser.
        ...(options.cspReports ? { reportUri: [submitCspReports.url] } : {}),
      },
    },
    strictTransportSecurity: secure ? { maxAge: 15552000, includeSubDomains: true } : false,
    // The same promise as frame-ancestors 'none', for browsers that only read the older header.
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
  });
}
