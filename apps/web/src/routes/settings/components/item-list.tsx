import { ActionIcon, Button, Divider, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox, IconX } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';

export interface ListItem {
  id: string;
  text: string;
  badge?: ReactNode;
}

interface ItemListProps {
  items: ListItem[];
  title: string;
  emptyTitle: string;
  emptyText: string;
  clearLabel: string;
  removeLabel: (text: string) => string;
  removingId?: string;
  isClearing: boolean;
  testId: string;
  onRemove: (item: ListItem) => void;
  onClear: () => void;
}

/** Saved entries with a remove button each, a clear-all action, and an empty state. */
export function ItemList({
  items,
  title,
  emptyTitle,
  emptyText,
  clearLabel,
  removeLabel,
  removingId,
  isClearing,
  testId,
  onRemove,
  onClear,
}: ItemListProps) {
  if (items.length === 0) {
    return (
      <Stack align="center" gap={6} py="lg" ta="center" data-testid={`${testId}-empty`}>
        <ThemeIcon size={44} radius="xl" variant="light" color="gray">
          <IconInbox size={24} aria-hidden="true" />
        </ThemeIcon>
        <Text fw={600}>{emptyTitle}</Text>
        <Text size="sm" c="dimmed" maw={380}>
          {emptyText}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {title}
        </Text>
        <Button variant="subtle" color="red" size="compact-sm" onClick={onClear} loading={isClearing}>
          {clearLabel}
        </Button>
      </Group>
      <Paper withBorder radius="md">
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid={testId}>
          {items.map((item, index) => (
            <Fragment key={item.id}>
              {index > 0 && <Divider component="li" aria-hidden="true" />}
              <Group component="li" justify="space-between" wrap="nowrap" px="md" py={8} gap="sm">
                <Group gap="xs" wrap="nowrap" miw={0}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {item.text}
                  </Text>
                  {item.badge}
                </Group>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  onClick={() => onRemove(item)}
                  loading={removingId === item.id}
                  aria-label={removeLabel(item.text)}
                >
                  <IconX size={16} aria-hidden="true" />
                </ActionIcon>
              </Group>
            </Fragment>
          ))}
        </ul>
      </Paper>
    </Stack>
  );
}
