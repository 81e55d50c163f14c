// The board's symbol links are plain anchors (a sort re-binds every row on screen, and a router
// link's render costs more than the rest of its row); one handler on the grid turns a plain
// left click on one into an in-app navigation, as the router's own link would. A click with a
// modifier key or another button keeps the browser's behaviour (a new tab, a new window). The
// anchors carry `data-route-link`.
import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

export function useRouteLinks(): (event: MouseEvent) => boolean {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return false;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return false;
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-route-link]');
      const to = link?.getAttribute('href');
      if (!to) return false;
      event.preventDefault();
      void navigate(to);
      return true;
    },
    [navigate],
  );
}
