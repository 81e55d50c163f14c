// Route objects for the declarative router: a route's `lazy` (its screen loaded on demand,
// `async () => ({ Component })`, as the features declare them) becomes an element that loads the
// screen with React.lazy inside its own Suspense (the routes around it stay on screen meanwhile).
// The app uses React Router's declarative mode (BrowserRouter + useRoutes): its data router, which
// is what reads `lazy` itself, is about 18 KB gzip the board's first load need not carry.
// `preloadMatched` starts the screens of every route a location matches at once, as the data
// router did, so a nested screen (a layout and its page) loads in parallel, not one after another.
import { lazy, Suspense, type ComponentType } from 'react';
import { matchRoutes, type Location, type RouteObject } from 'react-router';
import { Loading } from '@/shared/ui/loading';

type ScreenLoader = () => Promise<{ Component?: ComponentType | null }>;

const starters = new WeakMap<RouteObject, () => Promise<{ default: ComponentType }>>();

function lazyRoute(route: RouteObject, load: ScreenLoader): RouteObject {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () =>
    (loading ??= load().then(({ Component }) => {
      if (!Component) throw new Error('a lazy route gave no Component');
      return { default: Component };
    }));
  const Screen = lazy(start);
  const converted = {
    ...route,
    element: (
      <Suspense fallback={<Loading />}>
        <Screen />
      </Suspense>
    ),
  } as RouteObject;
  starters.set(converted, start);
  return converted;
}

/** The same routes with every `lazy` screen as an element (children converted too). */
export function withLazyElements(routes: readonly RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy: load, ...rest } = route;
    const children = route.children && withLazyElements(route.children);
    const converted = { ...rest, ...(children ? { children } : {}) } as RouteObject;
    if (!load) return converted;
    if (typeof load !== 'function') throw new Error('lazy route properties one by one are not supported');
    return lazyRoute(converted, load as ScreenLoader);
  });
}

/** Starts loading the lazy screens of every route `location` matches (each loads once). */
export function preloadMatched(routes: RouteObject[], location: Partial<Location> | string): void {
  for (const match of matchRoutes(routes, location) ?? []) void starters.get(match.route)?.();
}
