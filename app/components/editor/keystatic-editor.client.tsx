import { Keystatic } from "@keystatic/core/ui";
import { keystaticConfig, type Storage } from "~/content/schema";

/** Keystatic's editor over the site's collections (app/content/schema), in the browser only. */
export default function KeystaticEditor({ storage, appSlug }: { storage: Storage; appSlug: string | null }) {
  return (
    <Keystatic
      config={keystaticConfig(storage)}
      appSlug={{ envName: "KEYSTATIC_GITHUB_APP_SLUG", value: appSlug ?? undefined }}
    />
  );
}
