import { z } from 'zod';
import { ROLES } from '../constants/users';

/** The claims of a session token (HS256): issued by auth, verified by the gateway and auth. */
export const sessionClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().min(1),
  role: z.enum(ROLES),
  jti: z.string().min(1),
  iat: z.number(),
  exp: z.number(),
});

export type SessionClaims = z.infer<typeof sessionClaimsSchema>;
