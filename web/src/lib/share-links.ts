/**
 * Where a page (a job, an invitation) can be shared when the browser has no share sheet. The spec names only "third-party
 * social networks" and a 550 by 400 popup; these are the networks job seekers in the product's
 * countries use, each with its public share address.
 */
export const SHARE_POPUP = { width: 550, height: 400 } as const;

export type ShareNetwork = 'facebook' | 'linkedin' | 'x' | 'whatsapp' | 'telegram';

export const SHARE_NETWORKS: readonly ShareNetwork[] = ['facebook', 'linkedin', 'x', 'whatsapp', 'telegram'];

export function shareUrl(network: ShareNetwork, url: string, title: string): string {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'x':
      return `https://twitter.com/intent/tweet?url=${u}&text=${text}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
    case 'telegram':
      return `https://t.me/share/url?url=${u}&text=${text}`;
  }
}

/**
 * Opens the share address in a centred 550×400 popup; false when the browser blocked it (the caller's
 * link then opens it in a tab as usual). The popup loses its opener at once, as rel="noopener" would.
 */
export function openSharePopup(address: string): boolean {
  const { width, height } = SHARE_POPUP;
  const left = Math.max(0, Math.round((window.screen.width - width) / 2));
  const top = Math.max(0, Math.round((window.screen.height - height) / 2));
  const popup = window.open(address, '_blank', `popup=yes,width=${width},height=${height},left=${left},top=${top}`);
  if (!popup) return false;
  popup.opener = null;
  return true;
}
