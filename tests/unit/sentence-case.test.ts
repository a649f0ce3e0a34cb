import { expect, it } from "vitest";
import { misplacedCapitals } from "../support/sentence-case";

it("the sentence-case rule flags Title Case and accepts sentence case, names, acronyms and legal terms", () => {
  expect(misplacedCapitals("Posts em Destaque")).toEqual(["Destaque"]);
  expect(misplacedCapitals("+3.000 Lojas Atendidas")).toEqual(["Lojas", "Atendidas"]);
  expect(misplacedCapitals("Fale com a equipe")).toEqual([]);
  expect(misplacedCapitals("Integração com o iFood e emissão de NF-e no PDV")).toEqual([]);
  expect(misplacedCapitals("Escolher Essencial")).toEqual([]);
  expect(misplacedCapitals("Quero Ativar o Módulo KDS")).toEqual(["Ativar"]);
  expect(misplacedCapitals("6. Deveres do Lojista", true)).toEqual([]);
  expect(misplacedCapitals("4.3 Dados dos nossos clientes")).toEqual([]);
});
