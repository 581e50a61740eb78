import { z } from 'zod';
import { TOPICS } from '../topics';

/**
 * A user signed in from a device their account had not used (issue 27: they hear it, as a
 * security notice). The device is named by browser and platform only ("Chrome on Android");
 * never the IP address or the raw user agent.
 */
export const newDeviceSignedInDataSchema = z.object({
  userId: z.string().min(1),
  email: z.string().min(1),
  /** "Chrome on Android": what the user reads. */
  device: z.string().min(1),
  /** ISO date-time of the sign-in. */
  signedInAt: z.string(),
});
export type NewDeviceSignedInData = z.output<typeof newDeviceSignedInDataSchema>;

export const newDeviceSignedInV1 = {
  type: 'NewDeviceSignedIn',
  version: 1,
  topic: TOPICS.auth,
  schema: newDeviceSignedInDataSchema,
} as const;
