/**
 * Where each country's mobile app is downloaded (spec section 1: "Mobile app download links exist per
 * country"): the country site's /app address, which sends a phone to its store. The footer and the app
 * download page (W28) use it.
 */
import { getCountry, type CountryKey } from './countries';

export function appDownloadUrl(country: CountryKey): string {
  return `${getCountry(country).url}/app`;
}
