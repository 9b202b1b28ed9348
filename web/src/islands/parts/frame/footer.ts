export { AppFooter as default } from '../../../features/shell/app-footer';
