import { Box, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Footer } from './footer.tsx';
import { Logo } from './logo.tsx';
import classes from './auth-layout.module.css';

const POINTS = ['find', 'redact', 'privacy'] as const;

/** Login, sign-up and the e-mail/password flows: a brand panel beside the form (form only on phones). */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <Box className={classes.page}>
      <div className={classes.columns}>
        <aside className={classes.brand}>
          <Logo to="/login" size="lg" inverted />
          <Stack gap="lg" className={classes.pitch}>
            <Title order={2} className={classes.pitchTitle}>
              {t('auth.brand.title')}
            </Title>
            <Text className={classes.pitchText}>{t('auth.brand.text')}</Text>
            <List
              spacing="sm"
              icon={
                <ThemeIcon size={22} radius="xl" color="white" variant="white" c="ink.8">
                  <IconCheck size={14} aria-hidden="true" />
                </ThemeIcon>
              }
            >
              {POINTS.map((point) => (
                <List.Item key={point} className={classes.pitchText}>
                  {t(`auth.brand.points.${point}`)}
                </List.Item>
              ))}
            </List>
          </Stack>
          <Text size="xs" className={classes.pitchFoot}>
            {t('auth.brand.foot')}
          </Text>
        </aside>
        <main className={classes.formColumn} id="main">
          <div className={classes.mobileLogo}>
            <Logo to="/login" />
          </div>
          <div className={classes.formBox}>
            <Outlet />
          </div>
        </main>
      </div>
      <Footer />
    </Box>
  );
}
