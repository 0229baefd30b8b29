import { ActionIcon, Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconBuilding,
  IconChevronDown,
  IconCreditCard,
  IconLogout,
  IconSettings,
  IconUserCircle,
} from '@tabler/icons-react';
import { logout } from '@sladd/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api/index.ts';
import { forgetSession, useMe } from '../auth/use-me.ts';

/** Initials for the avatar: first two letters of the username, upper-cased. */
export function initialsOf(username: string): string {
  return (
    username
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 2)
      .toUpperCase() || '?'
  );
}

export interface UserMenuProps {
  /**
   * 'header' is the avatar in the app header; 'sidebar' is the workspace sidebar's user icon
   * (spec 2 §2), opened by Shift+0, which leads to / after logout.
   */
  variant?: 'header' | 'sidebar';
}

/** Subscription, organization, settings and logout for the signed-in person; renders nothing for visitors. */
export function UserMenu({ variant = 'header' }: UserMenuProps) {
  const isSidebar = variant === 'sidebar';
  const { t } = useTranslation();
  const { data: me } = useMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  if (!me) return null;

  async function handleLogout() {
    try {
      await api(logout);
    } catch {
      notifications.show({ color: 'red', message: t('notifications.logoutFailed'), autoClose: 5000 });
      return;
    }
    forgetSession(queryClient);
    navigate(isSidebar ? '/' : '/login', { replace: true });
  }

  return (
    <Menu position={isSidebar ? 'right-end' : 'bottom-end'} width={240} withinPortal>
      <Menu.Target>
        {isSidebar ? (
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t('shell.userMenu.open', { username: me.username })}
            data-testid="sidebar-user-menu"
          >
            <IconUserCircle size={22} aria-hidden="true" />
          </ActionIcon>
        ) : (
          <UnstyledButton
            aria-label={t('shell.userMenu.open', { username: me.username })}
            data-testid="user-menu"
          >
            <Group gap={4} wrap="nowrap">
              <Avatar color="ink" radius="xl" size={34}>
                {initialsOf(me.username)}
              </Avatar>
              <IconChevronDown size={14} aria-hidden="true" />
            </Group>
          </UnstyledButton>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {me.username}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {me.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconCreditCard size={16} aria-hidden="true" />}
          onClick={() => navigate('/subscription/manage')}
        >
          {t('shell.userMenu.subscription')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconBuilding size={16} aria-hidden="true" />}
          onClick={() => navigate('/organization')}
        >
          {t('shell.userMenu.organization')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconSettings size={16} aria-hidden="true" />}
          onClick={() => navigate('/user/settings')}
        >
          {t('shell.userMenu.settings')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden="true" />}
          onClick={() => void handleLogout()}
        >
          {t('shell.userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
