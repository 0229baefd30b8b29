import { SegmentedControl } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/i18n/setup.ts';
import { LANGUAGES, type Language } from '../../lib/i18n/pick-language.ts';

/** Norsk / English, remembered on this device. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const current = (i18n.resolvedLanguage ?? 'no') as Language;

  async function handleChange(language: Language) {
    await changeLanguage(language);
    // Server texts (department names, messages) come in the request's language.
    void queryClient.invalidateQueries();
  }

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
