import { ColorInput, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { GeneralSettings } from '../hooks/general-form.ts';
import type { GeneralForm } from '../hooks/use-general-form.ts';
import { useSettingsTranslation } from '../hooks/use-settings-translation.ts';
import { PremiumBadge, PremiumGate } from './premium-gate.tsx';
import { SettingsSection } from './settings-section.tsx';

const isHexColor = (value: string) => /^#[0-9a-fA-F]{6}$/.test(value);

type ColorField = Extract<keyof GeneralSettings, `color_method_${string}`>;

// Manual and search colours are free; the model colours need premium (the server enforces it).
const COLORS: Array<{ field: ColorField; key: string; isPremium: boolean }> = [
  { field: 'color_method_manual', key: 'manual', isPremium: false },
  { field: 'color_method_search', key: 'search', isPremium: false },
  { field: 'color_method_ml', key: 'fast', isPremium: true },
  { field: 'color_method_ai', key: 'advanced', isPremium: true },
  { field: 'color_method_advanced', key: 'standard', isPremium: true },
];

/** Edit mode (box or text selection) and the highlight colour of each method. */
export function EditorCard({ form, isPremium }: { form: GeneralForm; isPremium: boolean }) {
  const { t } = useSettingsTranslation();
  const values = form.values!;
  const isLocked = !isPremium;

  return (
    <SettingsSection
      id="editor"
      title={t('general.editor.title')}
      description={t('general.editor.description')}
      icon={<IconPencil size={22} aria-hidden="true" />}
    >
      <PremiumGate isLocked={isLocked}>
        <Text id="edit-mode-label" size="sm" fw={500}>
          {t('general.editor.editMode')}
        </Text>
        <SegmentedControl
          aria-labelledby="edit-mode-label"
          value={values.edit_mode}
          onChange={(value) => form.edit('edit_mode', value as GeneralSettings['edit_mode'])}
          data={[
            { value: 'box', label: t('general.editor.box') },
            // Text selection is premium; a free plan keeps box mode.
            {
              value: 'text',
              label: t('general.editor.text'),
              disabled: isLocked && values.edit_mode !== 'text',
            },
          ]}
          maw={460}
          fullWidth
        />
        <Text size="xs" c="dimmed">
          {t(values.edit_mode === 'text' ? 'general.editor.textHint' : 'general.editor.boxHint')}
        </Text>
      </PremiumGate>
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {t('general.editor.colors')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {COLORS.map(({ field, key, isPremium: needsPremium }) => (
            <ColorInput
              key={field}
              label={
                <>
                  {t(`general.editor.${key}`)}
                  {needsPremium && isLocked && <PremiumBadge />}
                </>
              }
              value={values[field]}
              onChange={(value) => form.edit(field, value)}
              error={isHexColor(values[field]) ? null : t('general.editor.invalidColor')}
              format="hex"
              disabled={needsPremium && isLocked}
              withEyeDropper={false}
              swatches={[
                '#FF5733',
                '#33A8FF',
                '#33FF57',
                '#FFFF33',
                '#9D4EDD',
                '#00ff15',
                '#71c4ff',
                '#ffd771',
                '#7171ff',
                '#71ffa0',
              ]}
              size="sm"
            />
          ))}
        </SimpleGrid>
        {isLocked && (
          <Text size="xs" c="dimmed">
            {t('general.editor.modelColorsPremium')}
          </Text>
        )}
      </Stack>
    </SettingsSection>
  );
}
