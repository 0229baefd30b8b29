import {
  ActionIcon,
  Avatar,
  Badge,
  Group,
  Menu,
  Text,
  UnstyledButton,
  useMantineColorScheme,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconBuilding,
  IconCheck,
  IconChecklist,
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
import { SubscriptionMenuLabel } from '../../features/billing/subscription-menu-label.tsx';
import { useTutorialOpensUserMenu } from '../../features/tutorial/tutorial-instance.ts';
import type { SidebarUserMenuProps } from '../../features/workspace/sidebar/user-menu-slot.ts';
import { usePendingReviewCount } from '../../routes/reviews/hooks/use-reviews.ts';
import { api } from '../../lib/api/index.ts';
import { LANGUAGES } from '../../lib/i18n/pick-language.ts';
import { useOrganizationContext } from '../../lib/queries/organization-context.ts';
import { forgetSession, useMe } from '../../lib/queries/use-me.ts';
import { useLanguage } from './language-switcher.tsx';
import { THEME_OPTIONS } from './theme-switcher.tsx';

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
  /** Controlled open state (the workspace's Shift+0 opens its sidebar menu through its store). */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/** Subscription, organization, settings and logout for the signed-in person; renders nothing for visitors. */
export function UserMenu({ variant = 'header', isOpen, onOpenChange }: UserMenuProps) {
  const isSidebar = variant === 'sidebar';
  const { t } = useTranslation();
  const { data: me } = useMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const { current: language, change: changeLanguage } = useLanguage();
  // The tutorial's navigation steps spotlight the header menu's entries, so it holds that one open.
  const isHeldOpen = useTutorialOpensUserMenu() && !isSidebar;
  const { active: organization } = useOrganizationContext({ isEnabled: me !== undefined && me !== null });
  const pendingReviews = usePendingReviewCount(me ? organization : null);
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
    <Menu
      position={isSidebar ? 'right-end' : 'bottom-end'}
      width={240}
      withinPortal
      opened={isHeldOpen || isOpen}
      onChange={onOpenChange}
    >
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
            data-tutorial="user-menu"
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
          data-tutorial="menu-subscription"
        >
          <SubscriptionMenuLabel />
        </Menu.Item>
        <Menu.Item
          leftSection={<IconBuilding size={16} aria-hidden="true" />}
          onClick={() => navigate('/organization')}
          data-tutorial="menu-organization"
        >
          {t('shell.userMenu.organization')}
        </Menu.Item>
        {organization && (
          <Menu.Item
            leftSection={<IconChecklist size={16} aria-hidden="true" />}
            rightSection={
              pendingReviews > 0 ? (
                <Badge size="sm" circle>
                  <span aria-hidden="true">{pendingReviews > 99 ? '99+' : pendingReviews}</span>
                  <VisuallyHidden>
                    {t('shell.userMenu.pendingReviews', { count: pendingReviews })}
                  </VisuallyHidden>
                </Badge>
              ) : undefined
            }
            onClick={() => navigate('/reviews')}
            data-testid="menu-reviews"
          >
            {t('shell.userMenu.reviews')}
          </Menu.Item>
        )}
        <Menu.Item
          leftSection={<IconSettings size={16} aria-hidden="true" />}
          onClick={() => navigate('/user/settings')}
          data-tutorial="menu-settings"
        >
          {t('shell.userMenu.settings')}
        </Menu.Item>
        {/* The workspace fills the screen without the footer, so its switches live here too. */}
        <Menu.Divider />
        <Menu.Label>{t('shell.language')}</Menu.Label>
        {LANGUAGES.map((option) => (
          <Menu.Item
            key={option}
            lang={option === 'no' ? 'nb' : 'en'}
            leftSection={<CurrentMark current={option === language} />}
            aria-current={option === language ? 'true' : undefined}
            onClick={() => void changeLanguage(option)}
          >
            {t(`shell.languages.${option}`)}
          </Menu.Item>
        ))}
        <Menu.Label>{t('shell.theme.title')}</Menu.Label>
        {THEME_OPTIONS.map(({ value, key, Icon }) => (
          <Menu.Item
            key={value}
            leftSection={
              value === colorScheme ? <CurrentMark current /> : <Icon size={16} aria-hidden="true" />
            }
            aria-current={value === colorScheme ? 'true' : undefined}
            onClick={() => setColorScheme(value)}
          >
            {t(`shell.theme.${key}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
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

/** The same menu in the workspace sidebar: the router hands it to the playground page (user-menu-slot.ts). */
export function SidebarUserMenu(props: SidebarUserMenuProps) {
  return <UserMenu variant="sidebar" {...props} />;
}

/** A check beside the option in use; an empty slot of the same width beside the others. */
function CurrentMark({ current }: { current: boolean }) {
  return current ? (
    <IconCheck size={16} aria-hidden="true" />
  ) : (
    <span style={{ display: 'inline-block', width: 16 }} />
  );
}
