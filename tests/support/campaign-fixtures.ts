import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { stringify } from "yaml";

/**
 * Campaign files written by tests into a scratch content folder, so that what they check does not
 * depend on which campaigns marketing has. Each has a hero whose button leads to its contact form.
 */
export function campaignFixture(options: {
  title: string;
  start?: string;
  end?: string;
  indexed?: boolean;
  sections?: unknown[];
}) {
  return {
    title: options.title,
    description:
      "Teste grátis por {diasDeTeste} dias, cardápio digital e pedidos pelo WhatsApp: fale com a nossa equipe hoje.",
    indexed: options.indexed ?? true,
    ...(options.start ? { start: options.start } : {}),
    ...(options.end ? { end: options.end } : {}),
    sections: [
      {
        discriminant: "hero",
        value: {
          eyebrow: "Campanha de teste",
          title: `${options.title}: venda mais pelo seu canal`,
          lead: "Cardápio digital, pedidos pelo WhatsApp e entregas organizadas em um só sistema.",
          pageNavigation: true,
          aside: {
            discriminant: "buttons",
            value: {
              actions: [{ label: "Quero testar", to: { discriminant: "section", value: "contato" } }],
              picture: "loja-pizzaria",
            },
          },
        },
      },
      ...(options.sections ?? []),
      {
        discriminant: "leadForm",
        value: {
          anchor: { id: "contato", label: "Contato" },
          form: {
            form: "contact",
            title: "Fale com um especialista",
            description: "Conte sobre a sua operação e mostramos o sistema funcionando.",
            submitLabel: "Quero falar com a equipe",
            subject: `Interesse - ${options.title}`,
          },
        },
      },
    ],
  };
}

export function writeCampaign(contentDir: string, address: string, campaign: unknown): void {
  writeFileSync(join(contentDir, "campanhas", `${address}.yaml`), stringify(campaign));
}
