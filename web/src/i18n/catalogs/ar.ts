import { catalogMap, type CatalogModule } from '../catalog-map';

export default catalogMap(
  import.meta.glob<CatalogModule>('../locales/ar/*.json'),
  import.meta.glob<CatalogModule>(['../../features/*/locales/ar.json', '!../../features/dev-tools/locales/ar.json']),
);
