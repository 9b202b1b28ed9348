export { AppHeader as default } from '../../../features/shell/app-header';
