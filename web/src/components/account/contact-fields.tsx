import { LIMITS } from '@ghar/contracts/constants';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/form-field';
import { digitsOnlyInput } from '@/lib/form-errors';

type ContactField = 'name' | 'email' | 'mobile';

export type ContactFieldsProps = {
  /** The labels and the mobile hint, in the form's own namespace (signup and dealer signup). */
  text: Record<ContactField | 'mobileHint', string>;
  fields: Record<ContactField, UseFormRegisterReturn>;
  errors: Partial<Record<ContactField, string>>;
};

/** Name, e-mail and 10-digit mobile: the first three fields of every signup form. */
export const ContactFields = ({ text, fields, errors }: ContactFieldsProps) => (
  <>
    <TextField
      label={text.name}
      autoComplete="name"
      requiredMark
      error={errors.name}
      {...fields.name}
    />
    <TextField
      label={text.email}
      type="email"
      autoComplete="email"
      requiredMark
      error={errors.email}
      {...fields.email}
    />
    <TextField
      label={text.mobile}
      type="tel"
      autoComplete="tel-national"
      requiredMark
      hint={text.mobileHint}
      error={errors.mobile}
      {...digitsOnlyInput(fields.mobile, LIMITS.mobileLength)}
    />
  </>
);
