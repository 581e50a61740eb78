import { PropertySearch } from '@/features/properties/components/property-search';

export const PropertiesRoute = () => <PropertySearch />;
