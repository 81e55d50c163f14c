// The header and navigation bar above the board (features composed here, never importing each other).
// The header can be collapsed (setting headerCollapsed); its options stay at the end of the bar.
import { BoardNav } from '@/features/board-nav/components/board-nav';
import { HeaderCollapse } from '@/features/market-header/components/header-collapse';
import { HeaderOptions } from '@/features/market-header/components/header-options';
import { MarketHeader } from '@/features/market-header/components/market-header';
import { useSettings } from '@/shared/settings/use-settings';
import { PanelBoundary } from '@/shared/ui/panel-boundary';

export function BoardChrome({ categoryId }: { categoryId: string }) {
  const collapsed = useSettings((settings) => settings.headerCollapsed);
  return (
    <>
      {!collapsed && (
        <PanelBoundary>
          <MarketHeader />
        </PanelBoundary>
      )}
      <PanelBoundary>
        <BoardNav
          categoryId={categoryId}
          end={
            <>
              <HeaderCollapse />
              <HeaderOptions />
            </>
          }
        />
      </PanelBoundary>
    </>
  );
}
