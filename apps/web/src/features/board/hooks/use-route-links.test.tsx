// The board's symbol links are plain anchors: a plain left click navigates inside the app (no page
// load), a click with a modifier key or on another element is left to the browser.
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useRouteLinks } from './use-route-links';

function Grid() {
  const followLink = useRouteLinks();
  const location = useLocation();
  return (
    <div role="grid" onClick={(event) => followLink(event)}>
      <a href="/home/co-phieu/FPT" data-route-link="">
        FPT
      </a>
      <a href="/elsewhere">plain</a>
      <output>{location.pathname}</output>
    </div>
  );
}

function renderGrid() {
  render(
    <MemoryRouter initialEntries={['/home/bang-gia/hsx']}>
      <Routes>
        <Route path="*" element={<Grid />} />
      </Routes>
    </MemoryRouter>,
  );
  return () => screen.getByRole('status').textContent;
}

describe('route links of the board', () => {
  it('navigates in the app on a plain left click, the browser not following the anchor', () => {
    const path = renderGrid();
    const click = fireEvent.click(screen.getByText('FPT'));
    expect(click).toBe(false); // default prevented
    expect(path()).toBe('/home/co-phieu/FPT');
  });

  it('leaves a click with a modifier key, and anchors without the mark, to the browser', () => {
    const path = renderGrid();
    expect(fireEvent.click(screen.getByText('FPT'), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByText('FPT'), { shiftKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByText('plain'))).toBe(true);
    expect(path()).toBe('/home/bang-gia/hsx');
  });
});
