import { lazy, Suspense, type ReactNode } from 'react';
import type { PropertySummary } from '@ghar/contracts/http';

// The search page's card, fetched as its own import: sharing it statically made the build regroup
// the search page's small chunks and load ~1 KB more there (the 170 KB budget, bench/README.md).
const PropertyCard = lazy(async () => ({
  default: (await import('./property-card')).PropertyCard,
}));

/**
 * A titled row of property cards (similar homes, recently viewed): one line that scrolls
 * sideways on phones, a grid on wider screens.
 */
export const ListingRow = ({
  headingId,
  title,
  properties,
  action,
}: {
  headingId: string;
  title: string;
  properties: PropertySummary[];
  /** Beside the title (Clear). */
  action?: ReactNode;
}) => (
  // The heading shows with its cards, not before them.
  <Suspense fallback={null}>
    <section aria-labelledby={headingId} className="min-w-0">
      <div className="flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-bold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      <ul className="-mx-4 mt-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:scroll-px-0 sm:overflow-visible sm:px-0 lg:grid-cols-3">
        {properties.map((property) => (
          <li
            key={property.id}
            className="w-[78vw] max-w-80 shrink-0 snap-start sm:w-auto sm:max-w-none"
          >
            <PropertyCard property={property} layout="grid" />
          </li>
        ))}
      </ul>
    </section>
  </Suspense>
);
