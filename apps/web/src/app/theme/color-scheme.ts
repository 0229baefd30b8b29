import { localStorageColorSchemeManager } from '@mantine/core';
import { STORAGE_KEYS } from '../../lib/storage/local-store.ts';

/**
 * Theme light/dark/system, remembered on this device. Mantine's 'auto' follows the operating
 * system's colour scheme live through matchMedia, which is exactly the spec's "system".
 */
export const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEYS.theme });
