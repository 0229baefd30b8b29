import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';

/** The confirmation before a list is emptied (spec 1 §2: clear all asks first). */
export function confirmClear(
  t: TFunction,
  texts: { title: string; text: string; confirm: string },
  onConfirm: () => void,
): void {
  modals.openConfirmModal({
    title: texts.title,
    children: <Text size="sm">{texts.text}</Text>,
    labels: { confirm: texts.confirm, cancel: t('common.cancel') },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
