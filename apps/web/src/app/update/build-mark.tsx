import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { appUpdates } from './app-update.ts';
import { BUILD_ID } from './build-id.ts';

/** The build this page runs ("Version …", unobtrusive in the footer) and a way to look for a newer one. */
export function BuildMark() {
  const { t } = useTranslation();
  const machine = appUpdates();
  return (
    <>
      <Text size="sm" c="dimmed" data-testid="build-id">
        {t('shell.update.version', { id: BUILD_ID })}
      </Text>
      {machine && (
        <Anchor component="button" type="button" size="sm" onClick={() => machine.check(true)}>
          {t('shell.update.checkNow')}
        </Anchor>
      )}
    </>
  );
}
