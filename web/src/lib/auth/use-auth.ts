import { useSyncExternalStore } from 'react';
import { authStore } from './auth-store';

export const useAuth = () => useSyncExternalStore(authStore.subscribe, authStore.getSnapshot);
