import { catalogMap, type CatalogModule } from '../catalog-map';

export default catalogMap(
  import.meta.glob<CatalogModule>('../locales/tr/*.json'),
  import.meta.glob<CatalogModule>(['../../features/*/locales/tr.json', '!../../features/dev-tools/locales/tr.json']),
);
