import { useTranslation } from 'react-i18next';
import { useLocalitySuggestions } from '../api/get-locality-suggestions';
import { useDraftCommit } from '../hooks/use-draft-commit';
import { DraftCombobox } from './filter-combobox';

type LocalityComboboxProps = {
  value: string;
  city: string;
  action: string;
  onCommit: (value: string) => void;
};

// Issue 26 item 2: the locality filter as a type-ahead of the chosen city's localities, in
// both scripts ('मालवीय' or 'malviya' suggests 'मालवीय नगर · Malviya Nagar'); choosing one
// fills the filter with the name its listings use. Typed text still filters as typed (the
// server matches it across scripts too). Without a city it is a plain text filter.
export const LocalityCombobox = ({ value, city, action, onCommit }: LocalityComboboxProps) => {
  const { t } = useTranslation('properties');
  const draftCommit = useDraftCommit(value, onCommit);
  const { data } = useLocalitySuggestions(city, action, draftCommit.draft);
  const localities = data?.localities ?? [];
  const hindiNames = new Map(
    localities.flatMap(({ locality, localityHi }) => (localityHi ? [[locality, localityHi]] : [])),
  ) as ReadonlyMap<string, string>;
  return (
    <DraftCombobox
      label={t('filters.fields.locality')}
      options={localities.map((entry) => entry.locality)}
      otherNames={hindiNames}
      prefiltered
      {...draftCommit}
    />
  );
};
