export { HomeCategoryTabs as default } from '../../../features/home/home-category-tabs';
