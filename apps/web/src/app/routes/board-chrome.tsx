// The header and navigation bar above the board (features composed here, never importing each other).
import { BoardNav } from '@/features/board-nav/components/board-nav';
import { HeaderOptions } from '@/features/market-header/components/header-options';
import { MarketHeader } from '@/features/market-header/components/market-header';
import { PanelBoundary } from '@/shared/ui/panel-boundary';

export function BoardChrome({ categoryId }: { categoryId: string }) {
  return (
    <>
      <PanelBoundary>
        <MarketHeader />
      </PanelBoundary>
      <PanelBoundary>
        <BoardNav categoryId={categoryId} end={<HeaderOptions />} />
      </PanelBoundary>
    </>
  );
}
