/** Where the bar is drawn: a terminal stream (tests pass a fake). */
export interface ProgressStream {
  isTTY?: boolean;
  columns?: number;
  write(chunk: string): unknown;
}

/** A progress bar on stderr; counts and file names only, never document text. */
export interface Progress {
  /** Sets the fraction done (0..1) and a short status such as "3/20 files". */
  update(fraction: number, status: string): void;
  /** Removes the bar so the next output starts on a clean line. */
  done(): void;
}

const WIDTH = 24;
// Short runs finish before a bar would help; it would only flicker.
const DELAY_MS = 400;
const REDRAW_MS = 100;

/** A bar that draws only on a terminal and only once the run has lasted a moment. */
export function createProgress(label: string, stream: ProgressStream = process.stderr, now = () => performance.now()): Progress {
  const started = now();
  let lastDraw = -Infinity;
  let drawn = false;
  const enabled = stream.isTTY === true;
  return {
    update(fraction, status) {
      if (!enabled) return;
      const time = now();
      if (time - started < DELAY_MS || time - lastDraw < REDRAW_MS) return;
      lastDraw = time;
      const clamped = Math.min(1, Math.max(0, fraction));
      const filled = Math.round(clamped * WIDTH);
      const line = `${label} [${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${Math.round(clamped * 100)}% ${status}`;
      stream.write(`\r${line.slice(0, Math.max(20, (stream.columns || 80) - 1))}\x1b[K`);
      drawn = true;
    },
    done() {
      if (drawn) stream.write('\r\x1b[K');
      drawn = false;
    },
  };
}
