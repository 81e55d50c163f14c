// Routes of spec §2. `/` wraps the shell; `/home` is the home screen; the board lives at
// /home/bang-gia/:categoryId; every other path goes to /home/bang-gia, which goes to vn30.
import { createBrowserRouter, createMemoryRouter, Navigate, type RouteObject } from 'react-router';
import { boardPath, DEFAULT_CATEGORY_ID } from '@/shared/categories/categories';
import { BoardScreen } from './routes/board-screen';
import { HomeScreen } from './routes/home-screen';
import { RootShell } from './routes/root-shell';
import { homeRoutes } from './slots/home-routes';

const toBoard = <Navigate to="/home/bang-gia" replace />;
const toDefaultBoard = <Navigate to={boardPath(DEFAULT_CATEGORY_ID)} replace />;

const routes: RouteObject[] = [
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
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/** For tests: the same routes in memory, starting at `path`. */
export function createTestRouter(path: string) {
  return createMemoryRouter(routes, { initialEntries: [path] });
}
