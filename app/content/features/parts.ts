/**
 * Parts that most feature pages share, written once: the hero's pair of buttons and the lead form's
 * card beside the closing call to action.
 */

/** The hero's buttons: the page's own call to activate the feature, then the demo every page offers. */
export function heroButtons(activateText: string) {
  return {
    primary: { text: activateText, action: "activate" },
    secondary: { text: "Agendar Demonstração", action: "demo" },
  } as const;
}

const specialistTitle = "Fale com um especialista";

/** The lead form's card on most pages: the specialist's call back within the hour. */
export const specialistForm = {
  title: specialistTitle,
  disclaimer: "Ao enviar este formulário, nossa equipe entra em contato em até 1 hora, em horário comercial.",
};

/** The specialist's card with the page's own wording of the call back. */
export function specialistFormSaying(disclaimer: string) {
  return { title: specialistTitle, disclaimer };
}
