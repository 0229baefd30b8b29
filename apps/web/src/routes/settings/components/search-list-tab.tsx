import { Alert, Badge, Group, Skeleton, Stack } from '@mantine/core';
import { LIMITS, type SearchPattern } from '@sladd/contract';
import { IconListSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { describeError } from '../../../lib/i18n/translate-message.ts';
import { confirmClear } from '../hooks/confirm-clear.tsx';
import { badgeOf, checkSearchTerm, choosePatternType } from '../hooks/list-rules.ts';
import { notifyError, notifySuccess } from '../hooks/notify.ts';
import { usePremium } from '../../../lib/queries/use-premium.ts';
import { useSearchPatterns } from '../hooks/use-search-patterns.ts';
import { useShowListProblem } from '../hooks/use-list-problem.ts';
import { useSettingsTranslation } from '../hooks/use-settings-translation.ts';
import { AddItemForm } from './add-item-form.tsx';
import { ItemList } from './item-list.tsx';
import { PremiumBadge, PremiumGate } from './premium-gate.tsx';
import { SettingSwitch } from './setting-switch.tsx';
import { SettingsSection } from './settings-section.tsx';

const BADGE_COLORS: Record<string, string> = { Aa: 'blue', AI: 'violet', Regex: 'orange' };

function TypeBadge({ pattern }: { pattern: SearchPattern }) {
  const { t } = useSettingsTranslation();
  const badge = badgeOf(pattern.pattern_type);
  if (!badge) return null;
  return (
    <Badge
      size="sm"
      variant="light"
      tt="none"
      color={BADGE_COLORS[badge]}
      title={t(`search.types.${pattern.pattern_type}`)}
      style={{ flexShrink: 0 }}
    >
      {badge}
    </Badge>
  );
}

/** Saved search terms: add (normal, case-sensitive or AI), remove, clear all. */
export function SearchListTab() {
  const { t } = useSettingsTranslation();
  const { isPremium } = usePremium();
  const { query, add, remove, clear } = useSearchPatterns();
  const showProblem = useShowListProblem();
  const [text, setText] = useState('');
  const [isAi, setIsAi] = useState(false);
  const [isCaseSensitive, setIsCaseSensitive] = useState(false);
  const patterns = query.data ?? [];

  function handleAdd() {
    const checked = checkSearchTerm(text, patterns);
    if (!checked.ok) return showProblem(checked.problem);
    const type = choosePatternType({
      isAi: isPremium && isAi,
      isCaseSensitive: isPremium && isCaseSensitive,
    });
    add.mutate(
      { text: checked.text, type },
      {
        onSuccess: () => {
          setText('');
          notifySuccess(t('search.added'));
        },
        onError: (error) => notifyError(describeError(t, error, 'search.addFailed')),
      },
    );
  }

  function handleClear() {
    confirmClear(
      t,
      {
        title: t('search.clearTitle'),
        text: t('search.clearText', { count: patterns.length }),
        confirm: t('search.clear'),
      },
      () =>
        clear.mutate(
          patterns.map((pattern) => pattern.id),
          {
            onSuccess: () => notifySuccess(t('search.cleared')),
            onError: (error) => notifyError(describeError(t, error, 'search.clearFailed')),
          },
        ),
    );
  }

  return (
    <SettingsSection
      id="search-list"
      title={t('search.title')}
      description={t('search.description')}
      icon={<IconListSearch size={22} aria-hidden="true" />}
    >
      <AddItemForm
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        buttonLabel={t('search.add')}
        value={text}
        maxLength={LIMITS.searchPatternMax + 20}
        isAdding={add.isPending}
        testId="search-term-form"
        onChange={setText}
        onAdd={handleAdd}
      >
        <PremiumGate isLocked={!isPremium}>
          <Group gap="xl" mt="md" wrap="wrap">
            <SettingSwitch
              label={t('search.ai')}
              description={t('search.aiHint')}
              checked={isAi}
              disabled={!isPremium}
              badge={!isPremium && <PremiumBadge />}
              onChange={setIsAi}
            />
            <SettingSwitch
              label={t('search.caseSensitive')}
              description={t('search.caseSensitiveHint')}
              checked={isCaseSensitive}
              disabled={!isPremium}
              badge={!isPremium && <PremiumBadge />}
              onChange={setIsCaseSensitive}
            />
          </Group>
        </PremiumGate>
      </AddItemForm>
      {query.isPending && <Skeleton h={120} />}
      {query.isError && (
        <Alert color="red" variant="light" role="alert">
          {describeError(t, query.error, 'search.loadFailed')}
        </Alert>
      )}
      {query.data && (
        <Stack gap="xs">
          <ItemList
            items={patterns.map((pattern) => ({
              id: pattern.id,
              text: pattern.pattern_text,
              badge: <TypeBadge pattern={pattern} />,
            }))}
            title={t('search.listTitle', { count: patterns.length })}
            emptyTitle={t('search.emptyTitle')}
            emptyText={t('search.emptyText')}
            clearLabel={t('search.clear')}
            removeLabel={(term) => t('search.remove', { term })}
            removingId={remove.isPending ? remove.variables : undefined}
            isClearing={clear.isPending}
            testId="search-terms"
            onRemove={(item) =>
              remove.mutate(item.id, {
                onSuccess: () => notifySuccess(t('search.removed')),
                onError: (error) => notifyError(describeError(t, error, 'search.removeFailed')),
              })
            }
            onClear={handleClear}
          />
        </Stack>
      )}
    </SettingsSection>
  );
}
