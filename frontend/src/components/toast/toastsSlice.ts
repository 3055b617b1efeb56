// Toast state: only one toast is ever shown, so a new one replaces the current one.
import { createSlice, nanoid } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

export type ToastVariant = 'default' | 'destructive';

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** A routine confirmation of something the screen already shows: drawn as a small pill, still up for 5 s. */
  brief: boolean;
}

export type ToastInput = Omit<Toast, 'id' | 'variant' | 'brief'> & {
  variant?: ToastVariant;
  brief?: boolean;
};

export interface ToastsState {
  current: Toast | null;
}

const initialState: ToastsState = { current: null };

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    showToast: {
      reducer(state, action: PayloadAction<Toast>) {
        state.current = action.payload;
      },
      prepare(input: ToastInput) {
        const variant = input.variant ?? 'default';
        // An error is never drawn as a brief pill, whatever the caller asked.
        const brief = (input.brief ?? false) && variant !== 'destructive';
        return { payload: { ...input, id: nanoid(), variant, brief } };
      },
    },
    dismissToast(state, action: PayloadAction<string>) {
      // A late dismissal of a toast already replaced must not remove its successor.
      if (state.current?.id === action.payload) state.current = null;
    },
  },
});

export const { showToast, dismissToast } = toastsSlice.actions;

export const selectCurrentToast = (state: { toasts: ToastsState }) => state.toasts.current;
