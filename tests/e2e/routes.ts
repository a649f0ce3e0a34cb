/** Every page of the site, for checks that must hold everywhere (accessibility, headers, JSON-LD). */
export const allPages = ["/", "/pagina-inexistente"];
