import { Button, Container, Group, Tabs, Title } from '@mantine/core';
import { IconArrowLeft, IconBan, IconListCheck, IconListSearch, IconSettings, IconUserCircle } from '@tabler/icons-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../lib/queries/use-me.ts';
import { AccountTab } from './components/account-tab.tsx';
import { BanListTab } from './components/ban-list-tab.tsx';
import { EntityListTab } from './components/entity-list-tab.tsx';
import { GeneralTab } from './components/general-tab.tsx';
import { PremiumTab, PremiumTabMark } from './components/premium-tab.tsx';
import { SearchListTab } from './components/search-list-tab.tsx';

// The tabs of spec 1 §2; the ids are also the tutorial's anchors (data-tutorial). Account stays the
// tab a bare /settings opens, as links and tests expect.
const TABS = ['general', 'account', 'entity', 'search', 'banlist'] as const;
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
          <Tabs.Tab value="general" leftSection={<IconSettings size={16} aria-hidden="true" />} data-tutorial="general">
            {t('settings:tabs.general')}
          </Tabs.Tab>
          <Tabs.Tab value="account" leftSection={<IconUserCircle size={16} aria-hidden="true" />} data-tutorial="account">
            {t('settings.tabs.account')}
          </Tabs.Tab>
          <Tabs.Tab value="entity" leftSection={<IconListCheck size={16} aria-hidden="true" />} data-tutorial="entity">
            {t('settings:tabs.entity')}
            <PremiumTabMark />
          </Tabs.Tab>
          <Tabs.Tab value="search" leftSection={<IconListSearch size={16} aria-hidden="true" />} data-tutorial="search">
            {t('settings:tabs.search')}
          </Tabs.Tab>
          <Tabs.Tab value="banlist" leftSection={<IconBan size={16} aria-hidden="true" />} data-tutorial="banlist">
            {t('settings:tabs.banlist')}
            <PremiumTabMark />
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="general">
          <GeneralTab />
        </Tabs.Panel>
        <Tabs.Panel value="account">
          <AccountTab me={me} />
        </Tabs.Panel>
        <Tabs.Panel value="entity">
          <PremiumTab feature="entity">
            <EntityListTab />
          </PremiumTab>
        </Tabs.Panel>
        <Tabs.Panel value="search">
          <SearchListTab />
        </Tabs.Panel>
        <Tabs.Panel value="banlist">
          <PremiumTab feature="banlist">
            <BanListTab />
          </PremiumTab>
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
