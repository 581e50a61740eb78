/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPPORT_PHONES?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_SUPPORT_ADDRESS?: string;
  readonly VITE_SOCIAL_FACEBOOK?: string;
  readonly VITE_SOCIAL_INSTAGRAM?: string;
  readonly VITE_SOCIAL_YOUTUBE?: string;
  readonly VITE_SOCIAL_TWITTER?: string;
  /** A Nominatim-style reverse-geocoding endpoint for the listing form's Get Current Location. */
  readonly VITE_REVERSE_GEOCODE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
