import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/**
 * Renders a screen part inside the providers the app gives it (app/provider.tsx): a query cache,
 * seeded with the answers the part would read (so a test states them instead of a server), and
 * a router.
 */
export const renderWithApp = (
  ui: ReactElement,
  { cached = [] }: { cached?: Array<[readonly unknown[], unknown]> } = {},
) => {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  for (const [key, data] of cached) client.setQueryData(key, data);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
};
