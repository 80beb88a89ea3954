import '@mantine/notifications/styles.css';

// The toast container's code and CSS, loaded when the first toast is shown (lazy-notifications.tsx).
export { Notifications } from '@mantine/notifications';
