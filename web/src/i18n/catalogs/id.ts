import { catalogMap, type CatalogModule } from '../catalog-map';

export default catalogMap(
  import.meta.glob<CatalogModule>('../locales/id/*.json'),
  import.meta.glob<CatalogModule>(['../../features/*/locales/id.json', '!../../features/dev-tools/locales/id.json']),
);
