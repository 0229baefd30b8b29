import { notifications } from '@mantine/notifications';

// Spec 3 §8: toasts last 3 s, warnings (and errors) 5 s.
const TOAST_MS = 3000;
const WARNING_MS = 5000;

export const notifySuccess = (message: string) =>
  notifications.show({ color: 'teal', message, autoClose: TOAST_MS });
export const notifyInfo = (message: string) =>
  notifications.show({ color: 'blue', message, autoClose: TOAST_MS });
export const notifyError = (message: string) =>
  notifications.show({ color: 'red', message, autoClose: WARNING_MS });
