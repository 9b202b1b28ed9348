import { catalogMap, type CatalogModule } from '../catalog-map';

export default catalogMap(
  import.meta.glob<CatalogModule>('../locales/zh-tw/*.json'),
  import.meta.glob<CatalogModule>(['../../features/*/locales/zh-tw.json', '!../../features/dev-tools/locales/zh-tw.json']),
);
