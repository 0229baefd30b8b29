import { Button, Container, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../lib/queries/use-me.ts';
import { Logo } from './logo.tsx';
import { UserMenu } from './user-menu.tsx';
import classes from './app-header.module.css';

/**
 * Minimal header: logo home, and the user menu (signed in) or a login link (visitors). Over the
 * full-width workspace it spans the window too, so the logo lines up with the sidebar.
 */
export function AppHeader({ isFullWidth = false }: { isFullWidth?: boolean }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  return (
    <header className={classes.header}>
      <Container size="lg" fluid={isFullWidth} className={classes.inner}>
        <Logo to={me ? '/playground' : '/login'} />
        <Group gap="sm">
          {me && <UserMenu />}
          {/* undefined: the auth check got no answer, so whether they are signed in is unknown. */}
          {me === null && (
            <Button component={Link} to="/login" variant="default" size="sm">
              {t('shell.footer.login')}
            </Button>
          )}
        </Group>
      </Container>
    </header>
  );
}
