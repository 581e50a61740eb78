import { z } from 'zod';

/** Every success body: `{ success: true, data }` (the web reads `data.data`). */
export interface ApiSuccess<T> {
  success: true;
  data: T;
}

/** Every error body; `errors` lists each validation message when there are several. */
export interface ApiFailure {
  success: false;
  error: string;
  errors?: string[];
}

export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;

export const apiFailureSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  errors: z.array(z.string()).optional(),
});

export const apiSuccessSchema = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data });
