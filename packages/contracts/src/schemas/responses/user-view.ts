// zod/mini: the auth service declares its answers with it (OpenAPI) and the web's admin screens
// parse them with it (the web cannot afford full zod).
import { z } from 'zod/mini';
import { DEALER_STATUSES } from '../../constants/statuses';
import { LANGUAGES, ROLES, USER_STATUSES } from '../../constants/users';

/** zod/mini's `.meta({ description })`: the OpenAPI document shows it beside the field. */
const described = <T extends z.core.$ZodType>(schema: T, description: string): T => {
  z.globalRegistry.add(schema, { description });
  return schema;
};

/** The user object every auth response carries (and the admin list shows), as /openapi.json documents it. */
export const userViewSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    mobile: z.nullable(z.string()),
    aadhaar: described(
      z.nullable(z.string()),
      'Always `XXXX XXXX 1234`; the full number only from the audited reveal routes',
    ),
    aadhaarImage: z.nullable(z.string()),
    profilePic: z.nullable(z.string()),
    profilePicThumbnail: z.nullable(z.string()),
    role: z.enum(ROLES),
    status: z.enum(USER_STATUSES),
    createdAt: z.string(),
    dealer: z.nullable(z.object({ referralCode: z.string(), status: z.enum(DEALER_STATUSES) })),
    language: z.enum(LANGUAGES),
    /** Admins only: whether a password is set and when it last changed (docs/identity-and-privacy.md). */
    hasPassword: described(z.optional(z.boolean()), 'Admins only'),
    passwordChangedAt: described(z.optional(z.nullable(z.string())), 'Admins only'),
  })
  .register(z.globalRegistry, { id: 'UserView' });
export type UserViewData = z.output<typeof userViewSchema>;

/** GET /admin/users: a page of users. */
export const adminUsersPageSchema = z.object({
  users: z.array(userViewSchema),
  total: z.number(),
  /** The total is a lower bound ("100+"): a search counts at most 100 rows past the page's start. */
  totalAtLeast: z.optional(z.boolean()),
  page: z.number(),
  totalPages: z.number(),
});
export type AdminUsersPage = z.output<typeof adminUsersPageSchema>;
