import { TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface PageInputProps {
  page: number;
  pageCount: number;
  onGo: (page: number) => void;
}

/** Digits only; Enter or blur with 1…count navigates, anything else resets to the current page. */
export function PageInput({ page, pageCount, onGo }: PageInputProps) {
  const { t } = useTranslation('workspace');
  const [text, setText] = useState(String(page));
  useEffect(() => setText(String(page)), [page]);
  const commit = () => {
    const value = Number(text);
    if (/^\d+$/.test(text) && value >= 1 && value <= pageCount) onGo(value);
    else setText(String(page));
  };
  return (
    <TextInput
      size="xs"
      w={52}
      value={text}
      inputMode="numeric"
      aria-label={t('thumbnails.pageInput')}
      onChange={(e) => setText(e.currentTarget.value.replace(/\D/g, ''))}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
      onBlur={commit}
    />
  );
}
