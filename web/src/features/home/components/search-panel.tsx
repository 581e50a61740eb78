import {
  HOME_PROPERTY_TYPES,
  HOME_SEARCH_TABS,
  SEARCH_DEFAULTS,
  type PropertyAction,
} from '@ghar/contracts/constants';
import { INDIAN_CITIES, INDIAN_STATES } from '@ghar/contracts/places';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import { DateField } from '@/components/ui/date-input';
import { SelectField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { KEEP_CLEAR_ATTRIBUTE } from '@/hooks/use-covers-marked';
import { useClientValue } from '@/hooks/use-client-value';
import { usePlaceNamesHi } from '@/hooks/use-place-names-hi';
import { cn } from '@/lib/cn';
import { readLastPlace, rememberPlace } from '../utils/last-place';
import { QuickChoices } from './quick-choices';
import { NO_QUICK, quickQuery } from '../utils/quick-search';
import type { HomeQuick } from '../utils/quick-search';

type SearchValues = {
  action: PropertyAction;
  type: string;
  city: string;
  state: string;
  availabilityDate: string;
};

// A few town names exist in two states; the type-ahead lists each name once.
const cityNames = [...new Set(INDIAN_CITIES.map((city) => city.name))];
// The state a picked city belongs to; null when the name is ambiguous.
const stateOfCity = new Map<string, string | null>();
for (const city of INDIAN_CITIES) {
  stateOfCity.set(city.name, stateOfCity.has(city.name) ? null : city.state);
}

// Plain state, not react-hook-form: this form is on the home page, whose first JavaScript must
// stay ≤ 170 KB gzipped (issue 8), and it has no validation to share.
export const SearchPanel = () => {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const [values, setValues] = useState<SearchValues>({
    action: HOME_SEARCH_TABS[0],
    type: '',
    city: SEARCH_DEFAULTS.homeCity,
    state: SEARCH_DEFAULTS.homeState,
    availabilityDate: '',
  });
  const set = <K extends keyof SearchValues>(key: K, value: SearchValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const [quick, setQuick] = useState<HomeQuick>(NO_QUICK);
  // A returning visitor starts from the place they last searched (the server renders the
  // default; this browser's place follows once the page is live).
  const lastPlace = useClientValue(readLastPlace, null);
  useEffect(() => {
    if (lastPlace) setValues((current) => ({ ...current, ...lastPlace }));
  }, [lastPlace]);
  const { action } = values;
  const placeNames = usePlaceNamesHi();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    rememberPlace({ city: values.city.trim(), state: values.state.trim() });
    void navigate(
      paths.properties.getHref({
        action: values.action,
        type: values.type,
        city: values.city.trim(),
        state: values.state.trim(),
        availabilityDate: values.availabilityDate,
        ...quickQuery(values.action, quick),
      }),
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby="home-search-title"
      className="rounded-2xl bg-white p-4 text-slate-900 shadow-xl ring-1 ring-slate-900/5 sm:p-6"
    >
      <h2 id="home-search-title" className="sr-only">
        {t('search.title')}
      </h2>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">{t('search.modes')}</legend>
        <div className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1">
          {HOME_SEARCH_TABS.map((tab) => (
            <label
              key={tab}
              className={cn(
                'cursor-pointer rounded-lg py-2.5 text-center text-sm font-semibold transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500',
                action === tab ? 'bg-brand-700 text-white shadow' : 'text-slate-700 hover:bg-white',
              )}
            >
              <input
                type="radio"
                name="action"
                value={tab}
                checked={action === tab}
                onChange={() => {
                  set('action', tab);
                  // A month's rent and a price are different budgets: a new deal starts afresh.
                  setQuick((current) => ({ ...current, budgetMin: '', budgetMax: '' }));
                }}
                className="sr-only"
              />
              {t(`search.tabs.${tab}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label={t('search.propertyType')}
          options={[
            { value: '', label: t('search.anyType') },
            ...HOME_PROPERTY_TYPES.map((type) => ({
              value: type,
              label: t(`search.types.${type}`),
            })),
          ]}
          name="type"
          value={values.type}
          onChange={(event) => set('type', event.target.value)}
        />
        <Combobox
          label={t('search.city')}
          name="city"
          value={values.city}
          onChange={(city) => set('city', city)}
          // Picking Kota should not leave the state of the city shown before.
          onSelect={(city) => {
            const state = stateOfCity.get(city);
            if (state) set('state', state);
          }}
          options={cityNames}
          otherNames={placeNames.names?.cities}
          onFocus={placeNames.load}
          describeCount={(count) => t('search.suggestions', { count })}
        />
        <Combobox
          label={t('search.state')}
          name="state"
          value={values.state}
          onChange={(state) => set('state', state)}
          options={INDIAN_STATES}
          otherNames={placeNames.names?.states}
          onFocus={placeNames.load}
          describeCount={(count) => t('search.suggestions', { count })}
        />
        <DateField
          label={t('search.availableBy')}
          name="availabilityDate"
          value={values.availabilityDate}
          onChange={(iso) => set('availabilityDate', iso)}
        />
      </div>
      {/* Issue 26 item 1: BHK chips and a budget, in home's first JavaScript (their rules are
          small) so they are live with the rest of the form. */}
      <div className="mt-4">
        <QuickChoices
          action={action}
          value={quick}
          onChange={(next) => setQuick((current) => ({ ...current, ...next }))}
        />
      </div>
      <Button
        type="submit"
        size="lg"
        className="mt-5 w-full sm:w-auto sm:min-w-48"
        {...{ [KEEP_CLEAR_ATTRIBUTE]: '' }}
      >
        <Search aria-hidden="true" className="size-5" />
        {t('search.submit')}
      </Button>
    </form>
  );
};
