import { notifications } from '@mantine/notifications';

// Durations from spec 2 §9: info and success 3 s, warnings and invalid files 5 s.
export const notifyInfo = (message: string, autoClose = 3000) =>
  notifications.show({ message, color: 'blue', autoClose });
export const notifySuccess = (message: string) =>
  notifications.show({ message, color: 'green', autoClose: 3000 });
export const notifyWarning = (message: string, autoClose = 5000) =>
  notifications.show({ message, color: 'yellow', autoClose });
export const notifyError = (message: string) =>
  notifications.show({ message, color: 'red', autoClose: 5000 });
