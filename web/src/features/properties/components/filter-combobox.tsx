import { useTranslation } from 'react-i18next';
import { Combobox } from '@/components/ui/combobox';
import { useDraftCommit } from '../hooks/use-draft-commit';

type DraftComboboxProps = {
  label: string;
  options: readonly string[];
  // Each option's Hindi name: typed Hindi finds it, the list shows both (Combobox).
  otherNames?: ReadonlyMap<string, string>;
  // The options already match the draft (the server's locality suggestions).
  prefiltered?: boolean;
} & ReturnType<typeof useDraftCommit>;

type FilterComboboxProps = Omit<DraftComboboxProps, keyof ReturnType<typeof useDraftCommit>> & {
  value: string;
  onCommit: (value: string) => void;
};

// A type-ahead filter (city, state, locality): at most 10 suggestions as on the home search
// panel; a picked suggestion searches at once, typed text once the typing pauses, on Enter or on
// leaving. The draft is the caller's (useDraftCommit), so it may ask suggestions for it.
export const DraftCombobox = ({
  label,
  options,
  otherNames,
  prefiltered,
  draft,
  change,
  commit,
}: DraftComboboxProps) => {
  const { t } = useTranslation('properties');
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
        prefiltered={prefiltered}
        describeCount={(count) => t('filters.suggestions', { count })}
      />
    </div>
  );
};

export const FilterCombobox = ({ value, onCommit, ...props }: FilterComboboxProps) => (
  <DraftCombobox {...props} {...useDraftCommit(value, onCommit)} />
);
