import { Button, Container, Group, Tabs, Title } from '@mantine/core';
import { IconArrowLeft, IconUserCircle } from '@tabler/icons-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../app/auth/use-me.ts';
import { AccountTab } from './components/account-tab.tsx';

// The tabs of spec 1 §2 that exist so far; general, entity, search and banlist follow with the
// settings issue (rendering empty tabs would only promise what is not there yet).
const TABS = ['account'] as const;
type Tab = (typeof TABS)[number];

/** /user/settings and /settings. */
export function SettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const { data: me } = useMe();
  const requested = searchParams.get('tab');
  const tab: Tab = TABS.find((name) => name === requested) ?? 'account';

  function handleBack() {
    // A settings page opened directly has no page to go back to inside the app.
    if (location.key === 'default') navigate('/playground');
    else navigate(-1);
  }

  if (!me) return null;

  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      <Group gap="sm" mb="lg">
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden="true" />} onClick={handleBack} px="xs">
          {t('common.back')}
        </Button>
      </Group>
      <Title order={1} mb="lg">
        {t('settings.title')}
      </Title>
      <Tabs value={tab} onChange={(value) => value && setSearchParams({ tab: value }, { replace: true })} keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="account" leftSection={<IconUserCircle size={16} aria-hidden="true" />} data-tutorial="account">
            {t('settings.tabs.account')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="account">
          <AccountTab me={me} />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
