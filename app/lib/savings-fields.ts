/**
 * The savings calculator's fields, which are also the query string's parameters (of /calculadora,
 * and of /contato when a calculation comes along). Apart from the arithmetic in savings.ts, so a page
 * that only names the parameters does not bring the calculator into its bundle.
 */
export const savingsFields = ["pedidos", "ticket", "comissao", "taxa"] as const;
