import {
  Badge,
  Button,
  Checkbox,
  Collapse,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import type { MethodName } from '@sladd/contract';
import { IconChevronDown, IconPinned } from '@tabler/icons-react';
import { useState } from 'react';
import { entityLabel } from '../../../lib/i18n/entity-label.ts';
import {
  deselectAllEntities,
  sectionsOf,
  selectableOf,
  selectAllEntities,
  toggleEntity,
} from '../hooks/entity-selection.ts';
import { useSettingsTranslation } from '../hooks/use-settings-translation.ts';

interface EntityGroupProps {
  method: MethodName;
  predefined: string[];
  selection: string[];
  isDisabled: boolean;
  onChange: (selection: string[]) => void;
}

/** One detection method: a collapsible checkbox grid with predefined entities pinned first. */
export function EntityGroup({ method, predefined, selection, isDisabled, onChange }: EntityGroupProps) {
  const { t } = useSettingsTranslation();
  const [isOpen, setIsOpen] = useState(true);
  const selectable = selectableOf(method, predefined);
  const chosen = predefined.length + selection.filter((code) => selectable.includes(code)).length;
  const panelId = `entity-group-${method}`;

  return (
    <Paper withBorder radius="md" data-tutorial={`entity-${method}`} data-testid={panelId}>
      <UnstyledButton
        onClick={() => setIsOpen((open) => !open)}
        aria-expanded={isOpen}
        aria-controls={panelId}
        w="100%"
        p="md"
      >
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Text fw={650}>{t(`entity.methods.${method}`)}</Text>
            <Text size="xs" c="dimmed">
              {t(`entity.methodHints.${method}`)}
            </Text>
          </div>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            <Badge variant="light" size="sm" tt="none">
              {t('entity.count', { chosen, total: predefined.length + selectable.length })}
            </Badge>
            <IconChevronDown
              size={18}
              aria-hidden="true"
              style={{ transform: isOpen ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
            />
          </Group>
        </Group>
      </UnstyledButton>
      <Collapse expanded={isOpen} id={panelId}>
        <Stack gap="sm" px="md" pb="md">
          <Group gap="xs">
            <Button
              size="compact-sm"
              variant="light"
              disabled={isDisabled}
              onClick={() => onChange(selectAllEntities(method, predefined))}
            >
              {t('entity.selectAll')}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              disabled={isDisabled}
              onClick={() => onChange(deselectAllEntities())}
            >
              {t('entity.deselectAll')}
            </Button>
          </Group>
          {predefined.length > 0 && (
            <Group gap={6} wrap="nowrap">
              <IconPinned size={14} aria-hidden="true" />
              <Text size="xs" c="dimmed">
                {t('entity.predefined')}
              </Text>
            </Group>
          )}
          {sectionsOf(method, predefined, selectable).map((section) => (
            <Stack key={section.key} gap={6}>
              {section.key !== 'all' && (
                <Text size="xs" fw={650} tt="uppercase" c="dimmed" mt={4}>
                  {t(`entity.sections.${section.key}`)}
                </Text>
              )}
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" verticalSpacing="xs">
                {section.pinned.map((code) => (
                  <Checkbox
                    key={code}
                    checked
                    disabled
                    aria-description={t('entity.predefinedOne')}
                    // Locked but included: the label reads as normal text, not as an unavailable option.
                    styles={{ label: { color: 'var(--mantine-color-text)' } }}
                    label={
                      <Group gap={4} wrap="nowrap" component="span">
                        <span>{entityLabel(t, code)}</span>
                        <IconPinned size={14} aria-hidden="true" />
                      </Group>
                    }
                  />
                ))}
                {section.codes.map((code) => (
                  <Checkbox
                    key={code}
                    checked={selection.includes(code)}
                    disabled={isDisabled}
                    onChange={() => onChange(toggleEntity(selection, code, predefined))}
                    label={entityLabel(t, code)}
                    data-entity={code}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          ))}
        </Stack>
      </Collapse>
    </Paper>
  );
}
