declare const __SLADD_BUILD_ID__: string | undefined;

/** The mark of this build (SLADD_BUILD_ID at build time, else commit and time; apps/web/vite.config.ts). */
export const BUILD_ID: string = typeof __SLADD_BUILD_ID__ === 'string' ? __SLADD_BUILD_ID__ : 'dev';
