import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterHydration } from '@/components/after-hydration';
import { CategoryCards } from '@/features/home/components/category-cards';
import { Hero } from '@/features/home/components/hero';
import { PopularPlaces } from '@/features/home/components/popular-places';
import { PostPropertyBanner } from '@/features/home/components/post-property-banner';
import { TrustSection } from '@/features/home/components/trust-section';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth/use-auth';

// The listings this browser opened (localStorage): only in the browser, after the page hydrated,
// and not in the first scripts (the bundle budget).
const RecentlyViewed = lazy(async () => ({
  default: (await import('@/features/properties/components/listing-rows')).RecentlyViewed,
}));

export const HomeRoute = () => {
  const { t } = useTranslation('home');
  const { user } = useAuth();
  useDocumentTitle(t('pageTitle'));
  return (
    <>
      <Hero />
      <div className="space-y-14 py-14">
        <AfterHydration>
          <RecentlyViewed />
        </AfterHydration>
        <PostPropertyBanner signedIn={user !== null} />
        <CategoryCards />
        <PopularPlaces />
      </div>
      <TrustSection />
    </>
  );
};
