/** Display helpers of the integrations catalogue. */

/** The catalogue header's count of the integrations shown. */
export function integrationCountText(count: number, categoryName?: string): string {
  const noun = count === 1 ? "integração" : "integrações";
  if (categoryName) return `${count} ${noun} em ${categoryName}`;
  return `${count} ${noun} para conectar ao seu delivery`;
}
