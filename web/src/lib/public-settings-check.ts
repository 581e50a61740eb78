// The full zod check of GET /api/settings, loaded while that request is in flight: the footer
// asks for the settings on every first page, where zod would cost ~30 KB gzip of initial JavaScript.
export { publicSettingsSchema } from '@ghar/contracts';
