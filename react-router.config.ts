import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // One browser chunk per route module. Split, a page with a form loaded its client action (one
  // line re-exporting app/forms/client-action.ts) as a file of its own, and that module apart from
  // the form fields: 230-250 B more JavaScript on each such page (npm run size), for no gain, as
  // the client action is only needed with the page it belongs to.
  splitRouteModules: false,
} satisfies Config;
