import { catalogMap, type CatalogModule } from '../catalog-map';

export default catalogMap(
  import.meta.glob<CatalogModule>('../locales/ms/*.json'),
  import.meta.glob<CatalogModule>(['../../features/*/locales/ms.json', '!../../features/dev-tools/locales/ms.json']),
);
