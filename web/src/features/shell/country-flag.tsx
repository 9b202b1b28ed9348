/**
 * A country's flag as an image from the assets host (`flags1/{KEY}.png`): emoji flags do not render
 * on Windows. Its alt text is the country's name, so where the name is also written beside it, that
 * text is hidden from assistive tech and the link or button is named once.
 */
import { env } from '../../lib/env';
import { flagUrl, type FlagKey } from '../../lib/countries';

/**
 * Lazy: the footer and the site switcher carry 19 flags, and an eager image in server HTML is announced
 * as a preload in the head, where 19 of them would compete with the page's own CSS and scripts.
 */
export function CountryFlag({ country, name }: { country: FlagKey; name: string }) {
  return <img className="shell-flag" src={flagUrl(country, env.VITE_ASSETS_HOST)} alt={name} width={24} height={16} loading="lazy" decoding="async" />;
}

/** The flag and the country's written name, read once (as the flag's alt text). */
export function FlagAndName({ country, name }: { country: FlagKey; name: string }) {
  return (
    <>
      <CountryFlag country={country} name={name} />
      <span aria-hidden="true">{name}</span>
    </>
  );
}
