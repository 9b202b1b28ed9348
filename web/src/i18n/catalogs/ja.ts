import { catalogMap, type CatalogModule } from '../catalog-map';

export default catalogMap(
  import.meta.glob<CatalogModule>('../locales/ja/*.json'),
  import.meta.glob<CatalogModule>(['../../features/*/locales/ja.json', '!../../features/dev-tools/locales/ja.json']),
);
