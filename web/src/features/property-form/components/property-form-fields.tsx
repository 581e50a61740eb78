import type { PropertyFormState } from '../hooks/use-property-form';
import { AmenitiesSection } from './amenities-section';
import { BasicSection } from './basic-section';
import { DetailsSection } from './details-section';
import { DocumentsSection, ImagesSection } from './files-sections';
import { PricingSection } from './pricing-section';

// The six sections of the property form (part 1 §2), shared by create and edit.
export const PropertyFormFields = ({ state }: { state: PropertyFormState }) => (
  <div className="space-y-5">
    <BasicSection form={state.form} />
    <PricingSection form={state.form} />
    <DetailsSection form={state.form} />
    <AmenitiesSection form={state.form} />
    <ImagesSection {...state} />
    <DocumentsSection {...state} />
  </div>
);
