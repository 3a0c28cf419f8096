import { createStore } from 'jotai';

/** The one jotai store: React reads it through <Provider>, session and realtime code directly. */
export const appStore = createStore();
