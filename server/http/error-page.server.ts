/** The last-resort 500 page, for errors outside React rendering. No stack trace, no script. */
export const serverErrorPage = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Erro no servidor | Gama Delivery</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1c1917">
<p style="font-weight:700;color:#c2410c">Gama Delivery</p>
<h1>Algo deu errado do nosso lado</h1>
<p>Não foi possível carregar esta página agora. Tente novamente em alguns instantes.</p>
<p><a href="/" style="color:#c2410c">Voltar para a página inicial</a></p>
</body></html>`;
