/** What SLADD_BUILD_ID may be: it is shown to people and goes into the built code as a string. */
export const BUILD_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$/;

/**
 * The mark a build carries (apps/web/vite.config.ts; shown as "Version …" in the footer):
 * SLADD_BUILD_ID when the deployer sets it, else the commit and the build time (UTC, to the
 * minute), e.g. 3d6aae1.202611261802, else the time alone. A bad SLADD_BUILD_ID stops the build.
 */
export function resolveBuildId(given: string | undefined, commit: string | null, now: Date): string {
  if (given !== undefined && given !== '') {
    if (!BUILD_ID_PATTERN.test(given))
      throw new Error(
        `SLADD_BUILD_ID must be 1 to 64 letters, digits, '.', '_', '+' or '-', starting with a letter or digit (got ${JSON.stringify(given)})`,
      );
    return given;
  }
  const time = now.toISOString().replace(/[-:T]/g, '').slice(0, 12);
  return commit ? `${commit}.${time}` : time;
}
