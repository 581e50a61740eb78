import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
// The app's i18next instance in English, as a first visit starts.
import '@/lib/i18n';

// Each test renders into an empty document (vitest has no globals here, so Testing Library's
// own automatic cleanup is not registered).
afterEach(() => cleanup());
