import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ErrorBoundary } from './app/errors/error-boundary.tsx';
import { Providers } from './app/providers.tsx';
import { startAppUpdates } from './app/update/app-update.ts';
import { createAppRouter, preloadPages } from './app/router.tsx';
import { TIMINGS } from '@sladd/contract';
import { setupI18n } from './lib/i18n/setup.ts';
import { startPdfWorker, waitAtMost } from './lib/pdf/pdf-worker.ts';
import { installCspReporter } from './lib/security/csp-reporter.ts';
import { startStorageMonitor } from './lib/security/storage-monitor.ts';

// Before anything else reads storage or could break the policy (decision 0045).
startStorageMonitor();
installCspReporter();

// Shown without React: if startup failed it cannot be trusted to render; i18n is used only when it came up.
const STARTUP_FAILURE = 'App initialization failed. Please reload the page.';

async function start(root: HTMLElement): Promise<void> {
  // The PDF rendering worker starts beside the app; startup waits for it at most 30 ms (spec 1 §2).
  const worker = waitAtMost(startPdfWorker(), TIMINGS.pdfWorkerWaitMs);
  await setupI18n();
  await worker;
  startAppUpdates();
  const router = createAppRouter();
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <ErrorBoundary>
          <RouterProvider router={router} />
        </ErrorBoundary>
      </Providers>
    </StrictMode>,
  );
  // The workspace and settings code arrives after the first screen, while the person reads it.
  if ('requestIdleCallback' in window) requestIdleCallback(preloadPages, { timeout: 3000 });
  else setTimeout(preloadPages, 1000);
}

const root = document.getElementById('root');
if (!root) {
  console.error('Sladd: the #root element is missing; nothing to mount into.');
} else {
  start(root).catch((error: unknown) => {
    console.error('Sladd: startup failed', error);
    const message = document.createElement('p');
    message.className = 'startup-failure';
    message.setAttribute('role', 'alert');
    message.style.color = '#c92a2a';
    message.textContent = i18next.isInitialized ? i18next.t('shell.startupFailed') : STARTUP_FAILURE;
    root.replaceChildren(message);
  });
}
