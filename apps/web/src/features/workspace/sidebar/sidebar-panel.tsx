import type { SidebarTab } from '../types.ts';
import { DetectionTab } from './detection-tab.tsx';
import { FilesTab } from './files-tab.tsx';
import { HistoryTab } from './history-tab.tsx';
import { RedactionTab } from './redaction-tab.tsx';
import { SearchTab } from './search-tab.tsx';
import { SettingsTab } from './settings-tab.tsx';
import { ThumbnailsTab } from './thumbnails-tab.tsx';

/** The content of the active tab. */
export function SidebarPanel({ tab, onTab }: { tab: SidebarTab; onTab: (tab: SidebarTab) => void }) {
  switch (tab) {
    case 'thumbnails':
      return <ThumbnailsTab />;
    case 'files':
      return <FilesTab />;
    case 'detection':
      return <DetectionTab />;
    case 'search':
      return <SearchTab />;
    case 'redaction':
      return <RedactionTab />;
    case 'settings':
      return <SettingsTab />;
    case 'history':
      return <HistoryTab onLoaded={() => onTab('redaction')} />;
  }
}
