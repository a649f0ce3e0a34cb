/** The open API page's tabs, as the spec names them: each tab's address (`?aba=`) and label. */
export const tabs = [
  { id: "introducao", label: "Introdução" },
  { id: "autenticacao", label: "Autenticação" },
  { id: "endpoints", label: "Endpoints" },
  { id: "exemplos", label: "Exemplos" },
  { id: "homologacao", label: "Homologação" },
];
