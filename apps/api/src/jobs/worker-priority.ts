/** The nice value of PDF worker threads (0 is normal, 19 the lowest priority): below the API's thread. */
export const WORKER_NICE = 10;
