import { Anchor, Button, Container, Group, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../lib/queries/use-me.ts';
import { BuildMark } from '../update/build-mark.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { ThemeSwitcher } from './theme-switcher.tsx';
import classes from './footer.module.css';

// Pages that already show their own way in, so the footer buttons would only repeat them.
const PATHS_WITHOUT_AUTH_BUTTONS = new Set(['/', '/login', '/signup', '/pricing']);

const MAIN_WEBSITE_URL: string = import.meta.env.VITE_MAIN_WEBSITE_URL ?? 'https://sladd.no';

/** Language, theme, pricing and main-website links, and sign-up/log-in for visitors. */
export function Footer() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data: me } = useMe();
  const showAuthButtons = !me && !PATHS_WITHOUT_AUTH_BUTTONS.has(pathname);

  return (
    <footer className={classes.footer}>
      <Container size="lg" className={classes.inner}>
        <Group gap="lg" className={classes.links}>
          <Text size="sm" c="dimmed">
            {t('shell.footer.copyright', { year: new Date().getFullYear() })}
          </Text>
          <Anchor component={Link} to="/pricing" size="sm">
            {t('shell.footer.pricing')}
          </Anchor>
          <Anchor href={MAIN_WEBSITE_URL} size="sm" target="_blank" rel="noopener noreferrer">
            {t('shell.footer.mainWebsite')}
          </Anchor>
          <BuildMark />
        </Group>
        <Group gap="sm" className={classes.controls}>
          <LanguageSwitcher />
          <ThemeSwitcher />
          {showAuthButtons && (
            <>
              <Button component={Link} to="/login" variant="default" size="xs">
                {t('shell.footer.login')}
              </Button>
              <Button component={Link} to="/signup" size="xs">
                {t('shell.footer.signup')}
              </Button>
            </>
          )}
        </Group>
      </Container>
    </footer>
  );
}
