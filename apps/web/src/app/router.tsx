// Routes of spec §2. `/` wraps the shell; `/home` is the home screen; the board lives at
// /home/bang-gia/:categoryId; every other path goes to /home/bang-gia, which goes to vn30.
// The app renders them with React Router's declarative mode (`AppRoutes` inside a BrowserRouter,
// app.tsx); screens away from the board load on demand (lazy-route-elements.tsx).
import { createMemoryRouter, Navigate, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { boardPath, DEFAULT_CATEGORY_ID } from '@/shared/categories/categories';
import { preloadMatched, withLazyElements } from './lazy-route-elements';
import { BoardScreen } from './routes/board-screen';
import { HomeScreen } from './routes/home-screen';
import { RootShell } from './routes/root-shell';
import { homeRoutes } from './slots/home-routes';

const toBoard = <Navigate to="/home/bang-gia" replace />;
const toDefaultBoard = <Navigate to={boardPath(DEFAULT_CATEGORY_ID)} replace />;

/** Starts the lazy screens of the location's every matched route at once (see preloadMatched). */
function PreloadScreens() {
  preloadMatched(routes, useLocation());
  return <Outlet />;
}

const routes: RouteObject[] = withLazyElements([
  {
    element: <PreloadScreens />,
    children: [
      {
        path: '/',
        element: <RootShell />,
        children: [
          { index: true, element: toBoard },
          {
            path: 'home',
            element: <HomeScreen />,
            children: [
              { index: true, element: toBoard },
              { path: 'bang-gia', element: toDefaultBoard },
              { path: 'bang-gia/:categoryId', element: <BoardScreen /> },
              ...homeRoutes,
              { path: '*', element: toBoard },
            ],
          },
          { path: 'bang-gia', element: toDefaultBoard },
          { path: '*', element: toBoard },
        ],
      },
    ],
  },
]);

/** The app's screens for the location of the router around it. */
export function AppRoutes() {
  return useRoutes(routes);
}

/** For tests: the same routes in memory, starting at `path` (its screens start loading at once). */
export function createTestRouter(path: string) {
  preloadMatched(routes, path);
  return createMemoryRouter(routes, { initialEntries: [path] });
}
