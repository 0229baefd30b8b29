import { Center, SegmentedControl, Text, useMantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconPalette, IconSun } from '@tabler/icons-react';
import type { GeneralSettings } from '../hooks/general-form.ts';
import { toTheme } from '../hooks/general-form.ts';
import { useSettingsTranslation } from '../hooks/use-settings-translation.ts';
import { SettingsSection } from './settings-section.tsx';

const THEMES = [
  { value: 'light', Icon: IconSun },
  { value: 'dark', Icon: IconMoon },
  { value: 'system', Icon: IconDeviceDesktop },
] as const;

/** Theme light, dark or system; applied and saved at once, "system" follows the OS live. */
export function AppearanceCard({
  onThemeChange,
}: {
  onThemeChange: (theme: GeneralSettings['theme']) => void;
}) {
  const { t } = useSettingsTranslation();
  // The scheme in use on this device is what the person sees, so the control shows it.
  const { colorScheme } = useMantineColorScheme();
  const current = toTheme(colorScheme);

  return (
    <SettingsSection
      id="appearance"
      title={t('general.appearance.title')}
      description={t('general.appearance.description')}
      icon={<IconPalette size={22} aria-hidden="true" />}
    >
      <div>
        <Text component="label" id="theme-label" size="sm" fw={500} display="block" mb={6}>
          {t('general.appearance.theme')}
        </Text>
        <SegmentedControl
          aria-labelledby="theme-label"
          value={current}
          onChange={(value) => onThemeChange(value as GeneralSettings['theme'])}
          data={THEMES.map(({ value, Icon }) => ({
            value,
            label: (
              <Center style={{ gap: 8 }}>
                <Icon size={16} aria-hidden="true" />
                <span>{t(`general.appearance.${value}`)}</span>
              </Center>
            ),
          }))}
          fullWidth
          maw={460}
          data-testid="theme-control"
        />
        {current === 'system' && (
          <Text size="xs" c="dimmed" mt={6}>
            {t('general.appearance.systemHint')}
          </Text>
        )}
      </div>
    </SettingsSection>
  );
}
