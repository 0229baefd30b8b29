import { Alert, Skeleton } from '@mantine/core';
import { LIMITS } from '@sladd/contract';
import { IconBan } from '@tabler/icons-react';
import { useState } from 'react';
import { describeError } from '../../../lib/i18n/translate-message.ts';
import { confirmClear } from '../hooks/confirm-clear.tsx';
import { checkBanWord } from '../hooks/list-rules.ts';
import { notifyError, notifySuccess } from '../hooks/notify.ts';
import { useBanList } from '../hooks/use-ban-list.ts';
import { useShowListProblem } from '../hooks/use-list-problem.ts';
import { useSettingsTranslation } from '../hooks/use-settings-translation.ts';
import { AddItemForm } from './add-item-form.tsx';
import { ItemList } from './item-list.tsx';
import { SettingsSection } from './settings-section.tsx';

/** Words detection should never mark (premium): add, remove, clear all. */
export function BanListTab() {
  const { t } = useSettingsTranslation();
  const { query, add, remove } = useBanList(true);
  const showProblem = useShowListProblem();
  const [word, setWord] = useState('');
  const words = query.data?.words ?? [];

  function handleAdd() {
    const checked = checkBanWord(word, words);
    if (!checked.ok) return showProblem(checked.problem);
    add.mutate(checked.word, {
      onSuccess: () => {
        setWord('');
        notifySuccess(t('banlist.added', { word: checked.word }));
      },
      onError: (error) => notifyError(describeError(t, error, 'banlist.addFailed')),
    });
  }

  function handleRemove(target: string) {
    remove.mutate([target], {
      onSuccess: () => notifySuccess(t('banlist.removed', { word: target })),
      onError: (error) => notifyError(describeError(t, error, 'banlist.removeFailed')),
    });
  }

  function handleClear() {
    confirmClear(
      t,
      {
        title: t('banlist.clearTitle'),
        text: t('banlist.clearText', { count: words.length }),
        confirm: t('banlist.clear'),
      },
      () =>
        remove.mutate(words, {
          onSuccess: () => notifySuccess(t('banlist.cleared')),
          onError: (error) => notifyError(describeError(t, error, 'banlist.clearFailed')),
        }),
    );
  }

  const isClearing = remove.isPending && (remove.variables?.length ?? 0) > 1;
  return (
    <SettingsSection
      id="ban-list"
      title={t('banlist.title')}
      description={t('banlist.description')}
      icon={<IconBan size={22} aria-hidden="true" />}
    >
      <AddItemForm
        label={t('banlist.label')}
        placeholder={t('banlist.placeholder')}
        buttonLabel={t('banlist.add')}
        value={word}
        maxLength={LIMITS.banWordMax + 20}
        isAdding={add.isPending}
        testId="ban-word-form"
        onChange={setWord}
        onAdd={handleAdd}
      />
      {query.isPending && <Skeleton h={120} />}
      {query.isError && (
        <Alert color="red" variant="light" role="alert">
          {describeError(t, query.error, 'banlist.loadFailed')}
        </Alert>
      )}
      {query.data && (
        <ItemList
          items={words.map((item) => ({ id: item, text: item }))}
          title={t('banlist.listTitle', { count: words.length })}
          emptyTitle={t('banlist.emptyTitle')}
          emptyText={t('banlist.emptyText')}
          clearLabel={t('banlist.clear')}
          removeLabel={(text) => t('banlist.remove', { word: text })}
          removingId={remove.isPending && remove.variables?.length === 1 ? remove.variables[0] : undefined}
          isClearing={isClearing}
          testId="ban-words"
          onRemove={(item) => handleRemove(item.text)}
          onClear={handleClear}
        />
      )}
    </SettingsSection>
  );
}
