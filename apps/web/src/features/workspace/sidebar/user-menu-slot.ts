import type { ComponentType } from 'react';

/**
 * The user menu at the foot of the sidebar. The workspace does not draw it: the app hands its own
 * menu in (app/router.tsx → the playground page → Workspace → Sidebar), so this feature never
 * imports the app shell. The workspace only holds whether it is open (Shift+0 opens it).
 */
export interface SidebarUserMenuProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

export type SidebarUserMenu = ComponentType<SidebarUserMenuProps>;
