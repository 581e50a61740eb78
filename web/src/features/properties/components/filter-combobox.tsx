import { useTranslation } from 'react-i18next';
import { Combobox } from '@/components/ui/combobox';
import { useDraftCommit } from '../hooks/use-draft-commit';

type FilterComboboxProps = {
  label: string;
  value: string;
  options: readonly string[];
  onCommit: (value: string) => void;
  // Each option's Hindi name: typed Hindi finds it, the list shows both (Combobox).
  otherNames?: ReadonlyMap<string, string>;
};

// A type-ahead filter (city, state): at most 10 suggestions as on the home search panel; a
// picked suggestion searches at once, typed text once the typing pauses, on Enter or on leaving.
export const FilterCombobox = ({
  label,
  value,
  options,
  onCommit,
  otherNames,
}: FilterComboboxProps) => {
  const { t } = useTranslation('properties');
  const { draft, change, commit } = useDraftCommit(value, onCommit);
  return (
    // Enter and blur bubble up from the input; an Enter that picked a suggestion is already
    // handled (default prevented) and committed through onSelect.
    <div
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !event.defaultPrevented) commit(draft);
      }}
      onBlur={() => commit(draft)}
    >
      <Combobox
        label={label}
        value={draft}
        onChange={change}
        onSelect={commit}
        options={options}
        otherNames={otherNames}
        describeCount={(count) => t('filters.suggestions', { count })}
      />
    </div>
  );
};
