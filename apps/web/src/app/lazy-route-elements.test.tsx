import { render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, useRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import '@/shared/i18n/i18n';
import { withLazyElements } from './lazy-route-elements';

function Layout() {
  return (
    <div data-testid="layout">
      <Outlet />
    </div>
  );
}

const routes = withLazyElements([
  {
    path: '/',
    element: <Layout />,
    children: [
      { path: 'plain', element: <p>plain</p> },
      {
        path: 'later',
        lazy: async () => ({ Component: () => <p>loaded screen</p> }),
        children: [{ path: 'inner', lazy: async () => ({ Component: () => <p>inner screen</p> }) }],
      },
    ],
  },
] satisfies RouteObject[]);

function Routes() {
  return useRoutes(routes);
}

describe('withLazyElements', () => {
  it('renders a lazy screen in the declarative router, in its own Suspense, the layout around it kept', async () => {
    render(
      <MemoryRouter initialEntries={['/later']}>
        <Routes />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('layout')).toBeTruthy();
    expect(await screen.findByText('loaded screen')).toBeTruthy();
    expect(routes[0]!.children![1]!.lazy).toBeUndefined();
  });

  it('converts the lazy screens of children too, and leaves plain routes as they are', async () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/plain']}>
        <Routes />
      </MemoryRouter>,
    );
    expect(container.textContent).toBe('plain');
    expect(routes[0]!.children![1]!.children![0]!.element).toBeTruthy();
  });
});
