/** Waits; the spec spaces some writes and refreshes apart. */
export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
