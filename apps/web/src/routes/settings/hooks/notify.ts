import { notifications } from '@mantine/notifications';

// Spec 1 §8: settings toasts stay 3 s, warnings and errors 5 s.
const TOAST_MS = 3000;
const WARNING_MS = 5000;

export function notifySuccess(message: string): void {
  notifications.show({ color: 'teal', message, autoClose: TOAST_MS });
}

export function notifyInfo(message: string): void {
  notifications.show({ color: 'blue', message, autoClose: TOAST_MS });
}

export function notifyWarning(message: string): void {
  notifications.show({ color: 'yellow', message, autoClose: WARNING_MS });
}

export function notifyError(message: string): void {
  notifications.show({ color: 'red', message, autoClose: WARNING_MS });
}
