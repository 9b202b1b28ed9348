/**
 * A page's address offered to the social networks (lib/share-links.ts): each link opens the network's
 * share page in a 550×400 popup, or in a new tab when popups are blocked. The caller names the networks
 * and says "opens in a new window" in its own words.
 */
import { openSharePopup, SHARE_NETWORKS, shareUrl, type ShareNetwork } from '../lib/share-links';

interface ShareNetworkLinksProps {
  url: string;
  /** The text the networks that take one put beside the address. */
  text: string;
  networkLabel: (network: ShareNetwork) => string;
  newWindowLabel: string;
  listClassName: string;
  linkClassName: string;
}

export function ShareNetworkLinks({ url, text, networkLabel, newWindowLabel, listClassName, linkClassName }: ShareNetworkLinksProps) {
  return (
    <ul className={listClassName}>
      {SHARE_NETWORKS.map((network) => {
        const href = shareUrl(network, url, text);
        return (
          <li key={network}>
            <a
              className={linkClassName}
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={(event) => {
                if (openSharePopup(href)) event.preventDefault();
              }}
            >
              {networkLabel(network)}
              <span className="visually-hidden"> {newWindowLabel}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
