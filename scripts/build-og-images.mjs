// Writes public/og/<type>.jpg (1200x630): a branded share image per page type, rendered by Chromium.
// Run after changing the texts below: `node scripts/build-og-images.mjs` (needs /usr/bin/chromium).
import { chromium } from "@playwright/test";

export const ogImages = {
  inicio: [
    "Sistema completo para delivery e restaurantes",
    "Cardápio digital, WhatsApp, PDV, fidelidade e nota fiscal",
  ],
  funcionalidades: ["Funcionalidades", "Tudo o que o seu delivery precisa em uma só plataforma"],
  solucoes: ["Soluções Gama Delivery", "Gestão, PDV, cardápio digital, atendimento, fiscal e estoque"],
  planos: ["Planos e preços", "Teste grátis por 7 dias, sem taxa de adesão"],
  integracoes: ["Integrações", "Marketplaces, pagamentos, maquininhas e marketing conectados"],
  contato: ["Fale com a Gama Delivery", "Resposta em até 2 horas úteis"],
  revenda: ["Seja um parceiro", "Programa de revenda white label da Gama Delivery"],
  blog: ["Blog Gama Delivery", "Gestão, marketing e tecnologia para delivery"],
  api: ["API aberta", "Integre seu sistema à plataforma Gama Delivery"],
  treinamentos: ["Treinamentos", "Tutoriais em vídeo do sistema Gama Delivery"],
  empresa: ["Sobre a Gama Delivery", "Tecnologia para quem vive de delivery"],
};

const page = (title, subtitle) => `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><style>
body{margin:0;width:1200px;height:630px;font-family:"DejaVu Sans",system-ui,sans-serif;
background:linear-gradient(135deg,#1c1917 0%,#292524 55%,#7c2d12 100%);color:#fff;display:flex;flex-direction:column;justify-content:space-between;padding:72px 80px;box-sizing:border-box}
.brand{display:flex;align-items:center;gap:20px;font-size:40px;font-weight:700}
.brand span{color:#fed7aa}
h1{font-size:68px;line-height:1.08;margin:0 0 24px;max-width:1000px;letter-spacing:-1px}
p{font-size:34px;margin:0;color:#e7e5e4;max-width:1000px}
.bar{height:10px;width:180px;background:#ea580c;border-radius:5px;margin-bottom:28px}
</style></head><body>
<div class="brand"><svg viewBox="0 0 32 32" width="64" height="64"><rect width="32" height="32" rx="8" fill="#c2410c"/><path d="M21.5 11.2a7 7 0 1 0 1.3 6.3H16v-3h10.2a10 10 0 1 1-2.3-6.2z" fill="#fff"/></svg><div>Gama <span>Delivery</span></div></div>
<div><div class="bar"></div><h1>${title}</h1><p>${subtitle}</p></div>
</body></html>`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  const tab = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  for (const [type, [title, subtitle]] of Object.entries(ogImages)) {
    await tab.setContent(page(title, subtitle));
    await tab.screenshot({ path: `public/og/${type}.jpg`, type: "jpeg", quality: 85 });
    console.log(`public/og/${type}.jpg`);
  }
  await browser.close();
}
