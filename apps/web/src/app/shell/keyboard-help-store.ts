// Whether the list of keys is open: "?" (keyboard-shortcuts.tsx) and the footer's button open it.
import { createStore } from '@/shared/lib/create-store';

export const keyboardHelpStore = createStore(false);
