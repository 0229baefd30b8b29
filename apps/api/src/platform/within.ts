/**
 * `promise`'s answer, or `fallback` when it fails or takes longer than `ms`: for checks that must
 * answer in time whatever part hangs (health, metrics scrapes).
 */
export function within<T>(ms: number, promise: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([promise.catch(() => fallback), late]).finally(() => clearTimeout(timer));
}
