export { NotificationBar as default } from '../../../components/notification-bar';
