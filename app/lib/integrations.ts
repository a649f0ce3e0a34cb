/** Display helpers of the integrations catalogue. */

/** The neutral wordmark of an integration, written by scripts/build-integration-logos.mjs. */
export function integrationLogoSrc(id: string): string {
  return `/img/integracoes/${id}.svg`;
}

/** The catalogue header's count of the integrations shown. */
export function integrationCountText(count: number, categoryName?: string): string {
  const noun = count === 1 ? "integração" : "integrações";
  if (categoryName) return `${count} ${noun} em ${categoryName}`;
  return `${count} ${noun} para conectar ao seu delivery`;
}
