import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useSettingsTranslation } from './use-settings-translation.ts';

/**
 * Asks before unsaved changes are lost: on leaving the page, switching tab (a URL change too) or
 * closing the browser tab.
 */
export function useUnsavedGuard(isDirty: boolean) {
  const { t } = useSettingsTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty && currentLocation.key !== nextLocation.key,
  );
  const isAsking = useRef(false);

  useEffect(() => {
    if (blocker.state !== 'blocked' || isAsking.current) return;
    isAsking.current = true;
    let isDecided = false;
    const decide = (leave: boolean) => {
      if (isDecided) return;
      isDecided = true;
      isAsking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    };
    modals.openConfirmModal({
      title: t('unsaved.title'),
      children: <Text size="sm">{t('unsaved.text')}</Text>,
      labels: { confirm: t('unsaved.leave'), cancel: t('unsaved.stay') },
      confirmProps: { color: 'red' },
      onConfirm: () => decide(true),
      onCancel: () => decide(false),
      onClose: () => decide(false),
    });
  }, [blocker, t]);

  useEffect(() => {
    if (!isDirty) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [isDirty]);
}
