import { useTranslation } from 'react-i18next';

/**
 * The settings namespace first, the app's shared texts (common, validation, error codes) second,
 * so `describeError` and `t('common.cancel')` work with the same `t`.
 */
export function useSettingsTranslation() {
  // nsMode 'fallback': react-i18next otherwise binds `t` to the first namespace only.
  return useTranslation(['settings', 'translation'], { nsMode: 'fallback' });
}
