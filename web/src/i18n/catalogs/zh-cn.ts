import { catalogMap, type CatalogModule } from '../catalog-map';

export default catalogMap(
  import.meta.glob<CatalogModule>('../locales/zh-cn/*.json'),
  import.meta.glob<CatalogModule>(['../../features/*/locales/zh-cn.json', '!../../features/dev-tools/locales/zh-cn.json']),
);
