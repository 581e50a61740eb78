import { userViewSchema, type UserViewData } from '@ghar/contracts/http';
import { z } from 'zod/mini';

// A user as the admin list shows it is the auth service's user view (contracts): Aadhaar masked
// (Show asks the server, audited), whether a password is set and when it last changed — never the
// hash (docs/identity-and-privacy.md departs from the spec's hash reveal).
export type AdminUser = UserViewData;

export const adminUsersKey = ['admin', 'users'] as const;

const userAnswerSchema = z.object({ user: userViewSchema });

export const userFrom = (data: unknown): AdminUser => userAnswerSchema.parse(data).user;
