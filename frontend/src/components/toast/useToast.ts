// Hook returning a function that shows a toast, e.g. toast({ title: 'Copied!' }).
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { showToast } from './toastsSlice';
import type { ToastInput } from './toastsSlice';

export function useToast() {
  const dispatch = useDispatch();
  return useCallback((input: ToastInput) => dispatch(showToast(input)), [dispatch]);
}
