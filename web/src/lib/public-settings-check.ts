// GET /api/settings is read by the footer on every first page: its answer is checked with
// contracts' zod/mini schema, loaded in its own small chunk while the request is in flight.
export { publicSettingsSchema } from '@ghar/contracts/http';
