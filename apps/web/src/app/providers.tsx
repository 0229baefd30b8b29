import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './theme/global.css';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { setAuthLostHandler, setOrganizationContext } from '../lib/api/index.ts';
import { dropActiveOrganization, getActiveOrganizationId } from '../lib/queries/organization-context.ts';
import { forgetSession } from '../lib/queries/use-me.ts';
import { colorSchemeManager } from './theme/color-scheme.ts';
import { resolveCssVariables, theme } from './theme/theme.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, retry: 1 },
    mutations: { retry: false },
  },
});

// A failed refresh means the session is gone: forget the person; the route guards then send them
// from any private page to /login, remembering where they were.
setAuthLostHandler(() => forgetSession(queryClient));
// Every call carries the active organization (org_id header), read from the organization context;
// when the person is no longer in it (removed by an admin), the context moves on.
setOrganizationContext({
  read: getActiveOrganizationId,
  onLost: () => dropActiveOrganization(queryClient),
});

function ModalsWithLabels({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ModalsProvider labels={{ confirm: t('common.confirm'), cancel: t('common.cancel') }}>
      {children}
    </ModalsProvider>
  );
}

/** Theme (light/dark/system), server state, toasts and the confirmation dialog. */
export function Providers({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  // Every toast's close button is named in the person's language (axe: button-name).
  const closeLabel = t('common.close');
  const localizedTheme = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } } },
      }),
    [closeLabel],
  );
  return (
    <MantineProvider
      theme={localizedTheme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      cssVariablesResolver={resolveCssVariables}
    >
      <QueryClientProvider client={queryClient}>
        <Notifications position="top-right" autoClose={4000} limit={4} />
        <ModalsWithLabels>{children}</ModalsWithLabels>
      </QueryClientProvider>
    </MantineProvider>
  );
}
