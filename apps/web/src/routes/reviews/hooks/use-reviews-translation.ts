import { useTranslation } from 'react-i18next';

/** The reviews namespace first, the app's shared texts (error codes) second. */
export function useReviewsTranslation() {
  return useTranslation(['reviews', 'translation'], { nsMode: 'fallback' });
}
