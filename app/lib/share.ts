/** A page's share links, built on the server: the page's address, and WhatsApp's and LinkedIn's. */
export interface ShareLinks {
  url: string;
  whatsapp: string;
  linkedin: string;
}

/** WhatsApp and LinkedIn, where Brazilian shop owners share, beside the Web Share API. */
export function shareLinks(title: string, url: string): ShareLinks {
  return {
    url,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
  };
}
