import { ActionIcon, Menu, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export const THEME_OPTIONS: Array<{ value: MantineColorScheme; key: string; Icon: typeof IconSun }> = [
  { value: 'light', key: 'light', Icon: IconSun },
  { value: 'dark', key: 'dark', Icon: IconMoon },
  { value: 'auto', key: 'system', Icon: IconDeviceDesktop },
];

/** Light, dark or system; "system" follows the operating system live. */
export function ThemeSwitcher() {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const current = THEME_OPTIONS.find((option) => option.value === colorScheme) ?? THEME_OPTIONS[2]!;
  return (
    <Menu position="top-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('shell.theme.label', { current: t(`shell.theme.${current.key}`) })}
        >
          <current.Icon size={18} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('shell.theme.title')}</Menu.Label>
        {THEME_OPTIONS.map(({ value, key, Icon }) => (
          <Menu.Item
            key={value}
            leftSection={<Icon size={16} aria-hidden="true" />}
            onClick={() => setColorScheme(value)}
            aria-current={value === colorScheme ? 'true' : undefined}
            fw={value === colorScheme ? 650 : undefined}
          >
            {t(`shell.theme.${key}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
