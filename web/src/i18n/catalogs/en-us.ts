import { catalogMap, type CatalogModule } from '../catalog-map';

export default catalogMap(
  import.meta.glob<CatalogModule>('../locales/en-us/*.json'),
  import.meta.glob<CatalogModule>(['../../features/*/locales/en-us.json', '!../../features/dev-tools/locales/en-us.json']),
);
