import { catalogMap, type CatalogModule } from '../catalog-map';

export default catalogMap(
  import.meta.glob<CatalogModule>('../locales/es-es/*.json'),
  import.meta.glob<CatalogModule>(['../../features/*/locales/es-es.json', '!../../features/dev-tools/locales/es-es.json']),
);
