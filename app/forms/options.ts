/**
 * Select options of the demonstration form: the form shows the labels, the lead stores the values
 * and the e-mail to sales shows the labels again. The home page sends them to the browser as loader data.
 */
export const revenueOptions = [
  { value: "ate-10k", label: "Até R$ 10.000" },
  { value: "10k-50k", label: "R$ 10.000 a R$ 50.000" },
  { value: "50k-100k", label: "R$ 50.000 a R$ 100.000" },
  { value: "100k-500k", label: "R$ 100.000 a R$ 500.000" },
  { value: "acima-500k", label: "Acima de R$ 500.000" },
] as const;

export const unitOptions = [
  { value: "1", label: "1 unidade" },
  { value: "2-5", label: "2 a 5 unidades" },
  { value: "6-10", label: "6 a 10 unidades" },
  { value: "11-20", label: "11 a 20 unidades" },
  { value: "20+", label: "Mais de 20 unidades" },
] as const;

export const segmentOptions = [
  { value: "hamburgueria", label: "Hamburgueria" },
  { value: "pizzaria", label: "Pizzaria" },
  { value: "restaurante", label: "Restaurante" },
  { value: "acaiteria", label: "Açaiteria" },
  { value: "lanchonete", label: "Lanchonete" },
  { value: "sorveteria", label: "Sorveteria" },
  { value: "padaria", label: "Padaria" },
  { value: "churrascaria", label: "Churrascaria" },
  { value: "japonesa", label: "Comida japonesa" },
  { value: "italiana", label: "Comida italiana" },
  { value: "chinesa", label: "Comida chinesa" },
  { value: "mexicana", label: "Comida mexicana" },
  { value: "vegetariana", label: "Vegetariana" },
  { value: "doces", label: "Doces e sobremesas" },
  { value: "bebidas", label: "Bebidas" },
  { value: "outros", label: "Outros" },
] as const;
