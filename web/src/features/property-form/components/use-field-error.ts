import type { PropertyFormState } from '../hooks/use-property-form';
import { useMessageText } from '../hooks/use-message-text';
import type { FieldName } from '../utils/visible-fields';

/** A field's error in the reader's language, or undefined. */
export const useFieldError = (form: PropertyFormState['form']) => {
  const messageText = useMessageText();
  const { errors } = form.formState;
  return (name: FieldName): string | undefined => {
    const message = errors[name]?.message;
    return typeof message === 'string' && message ? messageText(message) : undefined;
  };
};
