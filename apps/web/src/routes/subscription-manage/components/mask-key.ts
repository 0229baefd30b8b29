/** Spec 3 §9: a created key is shown masked as 64 dots until the person chooses to show it. */
export const MASKED_KEY_LENGTH = 64;

export function maskKey(): string {
  return '•'.repeat(MASKED_KEY_LENGTH);
}
