import { useTranslation } from 'react-i18next';

/**
 * The settings namespace first, the app's shared texts (common, validation, error codes) second,
 * so `describeError` and `t('common.cancel')` work with the same `t`.
 */
export function useSettingsTranslation() {
  return useTranslation(['settings', 'translation']);
}
