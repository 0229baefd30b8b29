import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { METHOD_NAMES } from '../hooks/entity-selection.ts';
import { notifyError, notifySuccess, notifyWarning } from '../hooks/notify.ts';
import { useEntityLists } from '../hooks/use-entity-lists.ts';
import { useSettingsTranslation } from '../hooks/use-settings-translation.ts';
import { useUnsavedGuard } from '../hooks/use-unsaved-guard.tsx';
import { EntityGroup } from './entity-group.tsx';
import { SaveBar } from './save-bar.tsx';
import { SettingsSection } from './settings-section.tsx';

/** Which entity types each detection method looks for (premium). */
export function EntityListTab() {
  const { t } = useSettingsTranslation();
  const lists = useEntityLists(true);
  useUnsavedGuard(lists.isDirty);

  function handleSave() {
    lists.save.mutate(undefined, {
      onSuccess: ({ failed }) => {
        if (failed.length === 0) return notifySuccess(t('save.saved'));
        if (failed.length === METHOD_NAMES.length) return notifyError(t('entity.saveFailed'));
        notifyWarning(t('entity.partial'));
      },
      onError: () => notifyError(t('entity.saveFailed')),
    });
  }

  return (
    <Stack gap="lg" data-testid="entity-tab">
      <SettingsSection
        id="entity-list"
        title={t('entity.title')}
        description={t('entity.description')}
        icon={<IconListCheck size={22} aria-hidden="true" />}
      >
        {lists.isError && (
          <Alert color="red" variant="light" role="alert">
            {lists.failedMethods
              .map((method) => t('entity.loadFailed', { method: t(`entity.methods.${method}`) }))
              .join(' ')}{' '}
            <Button size="compact-sm" variant="subtle" onClick={() => void lists.refetch()}>
              {t('common.tryAgain')}
            </Button>
          </Alert>
        )}
        {lists.isLoading ? (
          <Skeleton h={360} />
        ) : (
          <Stack gap="md">
            {METHOD_NAMES.map((method) => (
              <EntityGroup
                key={method}
                method={method}
                predefined={lists.saved[method].predefined}
                selection={lists.selectionOf(method)}
                isDisabled={lists.save.isPending}
                onChange={(selection) => lists.setSelection(method, selection)}
              />
            ))}
          </Stack>
        )}
      </SettingsSection>
      <SaveBar
        isDirty={lists.isDirty}
        isSaving={lists.save.isPending}
        onSave={handleSave}
        onDiscard={() => lists.discard()}
      />
    </Stack>
  );
}
