import { catalogMap, type CatalogModule } from '../catalog-map';

export default catalogMap(
  import.meta.glob<CatalogModule>('../locales/pt-br/*.json'),
  import.meta.glob<CatalogModule>(['../../features/*/locales/pt-br.json', '!../../features/dev-tools/locales/pt-br.json']),
);
