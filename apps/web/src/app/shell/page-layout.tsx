import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { AppHeader } from './app-header.tsx';
import { Footer } from './footer.tsx';

/** Pages with the app header (playground, settings, pricing, 404, …). */
export function PageLayout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <AppHeader />
      <Box component="main" id="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
