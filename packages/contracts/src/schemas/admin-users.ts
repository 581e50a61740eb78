import { z } from 'zod';
import { LIMITS, PAGE_SIZES } from '../constants/limits';
import { ROLES } from '../constants/users';
import { VALIDATION_MESSAGES as V } from '../messages/validation';
import {
  emailSchema,
  optionalAadhaarSchema,
  optionalMobileSchema,
  personNameSchema,
} from './fields';
import { limitQuery, paginationQuerySchema } from './pagination';

const roleField = z.enum(ROLES, { error: V.roleInvalid });

/** Admin-set passwords need only the length rule (part 2 §5). */
const adminPasswordField = z
  .string({ error: V.passwordTooShort })
  .min(LIMITS.passwordMinLength, { error: V.passwordTooShort });

/** POST /admin/users. A blank password leaves the account for Google sign-in. */
export const adminCreateUserSchema = z.object({
  email: emailSchema,
  name: personNameSchema,
  password: z
    .string()
    .optional()
    .refine((value) => !value || value.length >= LIMITS.passwordMinLength, {
      error: V.passwordTooShort,
    })
    .transform((value) => (value ? value : undefined)),
  mobile: optionalMobileSchema,
  aadhaar: optionalAadhaarSchema,
  role: roleField.default('USER'),
});
export type AdminCreateUserInput = z.input<typeof adminCreateUserSchema>;
export type AdminCreateUserBody = z.output<typeof adminCreateUserSchema>;

/** PUT /admin/users/{id}. */
export const adminUpdateUserSchema = z.object({
  name: personNameSchema,
  mobile: optionalMobileSchema,
  aadhaar: optionalAadhaarSchema,
  role: roleField.optional(),
});
export type AdminUpdateUserInput = z.input<typeof adminUpdateUserSchema>;
export type AdminUpdateUserBody = z.output<typeof adminUpdateUserSchema>;

/** What PUT /admin/users/{id}/password receives. */
export const adminPasswordBodySchema = z.object({ password: adminPasswordField });
export type AdminPasswordBody = z.output<typeof adminPasswordBodySchema>;

export const adminPasswordSchema = adminPasswordBodySchema
  .extend({ confirmPassword: z.string({ error: V.passwordsDoNotMatch }) })
  .refine((form) => form.password === form.confirmPassword, {
    error: V.passwordsDoNotMatch,
    path: ['confirmPassword'],
    // Shown together with the other fields' errors, not only once they are fixed.
    when: () => true,
  });
export type AdminPasswordInput = z.input<typeof adminPasswordSchema>;

/** Typed into a search box: trimmed, bounded (a name is at most 100 characters), blank is none. */
const searchText = z
  .string()
  .trim()
  .max(LIMITS.nameMaxLength)
  .optional()
  .transform((value) => (value ? value : undefined));

/** GET /admin/users: name, e-mail or mobile contains the text; paginated at the database. */
export const adminUsersQuerySchema = paginationQuerySchema.extend({
  limit: limitQuery(PAGE_SIZES.adminUsers),
  search: searchText,
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

/** GET /admin/users/aadhaar-reveals: the audit of full Aadhaar reveals, for everyone or one user. */
export const aadhaarRevealsQuerySchema = paginationQuerySchema.extend({
  limit: limitQuery(PAGE_SIZES.aadhaarReveals),
  userId: z.string().trim().max(64).optional(),
});
export type AadhaarRevealsQuery = z.output<typeof aadhaarRevealsQuerySchema>;
