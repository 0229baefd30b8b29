import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Serious and critical axe findings (WCAG 2 A and AA) of the page as it is once its transitions
 * have ended: a dialog still fading in (or a button still easing out of its pressed state) has
 * colours in between, and on a busy machine axe would measure those.
 */
export async function axeProblems(page: Page, label: string): Promise<string[]> {
  await page
    .waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== 'running'),
      undefined,
      {
        timeout: 5_000,
      },
    )
    // A spinner runs for ever: after 5 s the page is measured as it is.
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${label}: ${violation.id} ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}
