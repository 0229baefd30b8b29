import { SegmentedControl } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/i18n/setup.ts';
import { LANGUAGES, type Language } from '../../lib/i18n/pick-language.ts';

/** The language in use and a way to switch it (remembered on this device; server texts refetched). */
export function useLanguage(): { current: Language; change: (language: Language) => Promise<void> } {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  return {
    current: (i18n.resolvedLanguage ?? 'no') as Language,
    async change(language: Language) {
      await changeLanguage(language);
      // Server texts (department names, messages) come in the request's language.
      void queryClient.invalidateQueries();
    },
  };
}

/** Norsk / English, remembered on this device. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { current, change: handleChange } = useLanguage();

  return (
    <SegmentedControl
      size="xs"
      value={current}
      onChange={(value) => void handleChange(value as Language)}
      aria-label={t('shell.language')}
      data={LANGUAGES.map((language) => ({ value: language, label: t(`shell.languages.${language}`) }))}
    />
  );
}
