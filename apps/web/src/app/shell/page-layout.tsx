import { Box } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { AppHeader } from './app-header.tsx';
import { Footer } from './footer.tsx';

// The workspace fills the screen below the header, like a desktop application; a footer under it
// would make the whole page scroll. Its language and theme switches are in the user menu as well.
const FULL_SCREEN_PATHS = new Set(['/playground']);

/** Pages with the app header (playground, settings, pricing, 404, …). */
export function PageLayout() {
  const isFullScreen = FULL_SCREEN_PATHS.has(useLocation().pathname);
  return (
    <Box style={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <AppHeader isFullWidth={isFullScreen} />
      <Box component="main" id="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      {!isFullScreen && <Footer />}
    </Box>
  );
}
