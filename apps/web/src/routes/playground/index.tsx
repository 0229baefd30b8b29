import { PremiumCelebration } from '../../features/billing/premium-celebration.tsx';
import type { SidebarUserMenu } from '../../features/workspace/sidebar/user-menu-slot.ts';
import { Workspace } from '../../features/workspace/workspace.tsx';

/**
 * /playground: the PDF workspace (spec 2), and the welcome after a purchase (spec 3 §2). The app
 * passes in the user menu the workspace's sidebar shows, so neither imports the app shell.
 */
export function PlaygroundPage({ userMenu }: { userMenu: SidebarUserMenu }) {
  return (
    <>
      <Workspace userMenu={userMenu} />
      <PremiumCelebration />
    </>
  );
}
