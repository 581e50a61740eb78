import { act, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useSearchFilters } from './use-search-filters';

// The app runs on a data router (app/router.tsx), whose setSearchParams builds on the URL of the
// render it came from: two changes in one tick are what a quick second tap or a keyboard choice
// right after a typed commit make under a busy phone's CPU.
const Probe = () => {
  const { setFilter, setFilters, setPage } = useSearchFilters();
  const location = useLocation();
  return (
    <>
      <output>{location.search}</output>
      <button
        type="button"
        onClick={() => {
          setFilters({ maxPrice: '' });
          setFilters({ bhk: '2' });
        }}
      >
        two changes
      </button>
      <button
        type="button"
        onClick={() => {
          setFilter('locality', 'मालवीय');
          setFilter('locality', 'Malviya Nagar');
          setPage(2);
        }}
      >
        typed then chosen
      </button>
    </>
  );
};

const renderAt = (url: string) => {
  const router = createMemoryRouter([{ path: '/properties', element: <Probe /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
};

const search = () => new URLSearchParams(screen.getByRole('status').textContent ?? '');

describe('search filters changed twice before the page re-renders', () => {
  it('when the budget is cleared and 2 BHK chosen in one tick, then the URL keeps both changes', async () => {
    renderAt('/properties?city=Bundi&maxPrice=15000');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'two changes' })));
    expect(search().get('city')).toBe('Bundi');
    expect(search().get('maxPrice')).toBeNull();
    expect(search().get('bhk')).toBe('2');
  });

  it('when a typed locality is followed at once by a chosen suggestion and a page change, then the chosen one stays, on page 2', async () => {
    renderAt('/properties?city=Bundi');
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'typed then chosen' })),
    );
    expect(search().get('locality')).toBe('Malviya Nagar');
    expect(search().get('page')).toBe('2');
    expect(search().get('city')).toBe('Bundi');
  });

  it('when the reader goes back after a change, then the next change builds on the URL they went back to', async () => {
    const router = renderAt('/properties?city=Bundi');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'two changes' })));
    await act(async () => router.navigate(-1));
    expect(search().get('bhk')).toBeNull();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'typed then chosen' })),
    );
    expect(search().get('bhk')).toBeNull();
    expect(search().get('locality')).toBe('Malviya Nagar');
  });
});
