// The side menu (account screens, utilities): named for screen readers, and on a phone, where it is
// one row scrolling sideways, the current screen's entry is scrolled into view.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SideMenuLayout } from './side-menu-layout';

const links = ['a', 'b', 'c', 'd', 'e'].map((to) => ({ to: `/home/${to}`, label: `Screen ${to}` }));

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/home',
        element: <SideMenuLayout links={links} label="Utilities" />,
        children: links.map((link) => ({ path: link.to, element: <p>{link.label}</p> })),
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

/** A 390 px wide row whose five entries are 120 px wide each (jsdom has no layout). */
function phoneRow() {
  let scrolled = 0;
  vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'get').mockImplementation(() => scrolled);
  vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'set').mockImplementation((value: number) => {
    scrolled = value;
  });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const index = links.findIndex((link) => this.getAttribute('href') === link.to);
    const left = index < 0 ? 0 : index * 120 - scrolled;
    const width = index < 0 ? 390 : 120;
    return DOMRect.fromRect({ x: left, y: 0, width, height: 40 });
  });
  return () => scrolled;
}

afterEach(() => vi.restoreAllMocks());

describe('SideMenuLayout', () => {
  it('is a navigation landmark with its own name', () => {
    renderAt('/home/a');
    expect(screen.getByRole('navigation', { name: 'Utilities' })).toBeTruthy();
  });

  it('scrolls the current entry into view when it is past the edge of the row', () => {
    const scrolled = phoneRow();
    renderAt('/home/e');
    // Entry e spans 480-600: brought to the middle of the 390 px row.
    expect(scrolled()).toBe(480 - (390 - 120) / 2);
  });

  it('leaves the row where it is when the current entry is in view', () => {
    const scrolled = phoneRow();
    renderAt('/home/b');
    expect(scrolled()).toBe(0);
  });
});
