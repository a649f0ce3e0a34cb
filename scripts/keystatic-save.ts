import { readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import type { Config } from "@keystatic/core";
import { createReader } from "@keystatic/core/reader";

/**
 * What the content editor writes when a marketer saves an entry without changing it, computed in
 * Node with Keystatic's own code: the browser build of @keystatic/core 0.6.9 (the one the editor
 * runs; its Node build has no Markdown writer), its field parsers and serializers, its YAML
 * writer (js-yaml's `dump`) and its front matter reader. The two small functions that tie them
 * together, `parseEntry` and `serializeEntryToFiles`, are not exported by Keystatic; `openEntry`
 * and `saveEntry` below follow them line for line (dist/keystatic-core-ui.js).
 *
 * The schemas must be built with that browser build too (a field's `serialize` comes from it):
 * callers load app/content/schema with `@keystatic/core` resolved to `keystaticBrowserBuild`
 * (scripts/normalize-content.mjs with a module hook, the unit test with `vi.mock`).
 */

const require = createRequire(import.meta.url);
const dist = join(require.resolve("@keystatic/core/package.json"), "..", "dist");
/** The editor's build of `@keystatic/core` (its `fields`, `config`, `collection`, `singleton`). */
export const keystaticBrowserBuild = pathToFileURL(join(dist, "keystatic-core.js")).href;

// Keystatic's internal modules, by the names its own UI imports them under (0.6.9's file names:
// package.json pins the version exactly, and an upgrade fails here loudly rather than drifting).
// biome-ignore lint/suspicious/noExplicitAny: Keystatic's internal modules have no types.
type Internal = any;
const internal = (file: string): Promise<Internal> => import(pathToFileURL(join(dist, file)).href);
const forms = await internal("index-3c244051.js");
const app = await internal("index-5d64e651.js");
const frontmatter = await internal("required-files-bd819871.js");
const { dump } = createRequire(join(dist, "keystatic-core-ui.js"))("js-yaml") as {
  dump(value: unknown): string;
};
const parseProps = forms.p;
const serializeProps = forms.c;
const object = app.o;
const getEntryDataFilepath = app.g;
const getCollectionFormat = app.v;
const getCollectionItemPath = app.w;
const getSingletonFormat = app.ab;
const getSingletonPath = app.ac;
const loadDataFile = frontmatter.l;
for (const [name, fn] of Object.entries({
  parseProps,
  serializeProps,
  object,
  getEntryDataFilepath,
  getCollectionFormat,
  getCollectionItemPath,
  getSingletonFormat,
  getSingletonPath,
  loadDataFile,
  dump,
})) {
  if (typeof fn !== "function") throw new Error(`Keystatic's ${name} is not where 0.6.9 has it`);
}

/** A collection's entry or a singleton, as Keystatic locates its files. */
export interface Entry {
  /** The collection's or singleton's key in the configuration. */
  key: string;
  schema: Record<string, Internal>;
  format: Internal;
  /** The entry's path without extension, relative to the content folder. */
  dirpath: string;
  /** A collection entry's slug field and slug. */
  slug: { field: string; slug: string } | undefined;
}

/** Every file of the content folder, by its path inside it with forward slashes. */
export type Files = Map<string, Uint8Array>;

const textEncoder = new TextEncoder();
const frontmatterSplit = textEncoder.encode("---\n");

/** Every file under `dir`, by its path relative to it with forward slashes (as Keystatic's tree names them). */
export function readTree(dir: string): Files {
  const files: Files = new Map();
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(dir, path).split(sep).join("/"), new Uint8Array(readFileSync(path)));
    }
  };
  walk(dir);
  return files;
}

/**
 * The entries of a configuration in the folder `dir`: each collection's entries (listed by
 * Keystatic's reader, as the build lists them) and each singleton whose file exists.
 */
export async function entriesOf(
  config: Config<Internal, Internal>,
  dir: string,
  files: Files,
): Promise<Entry[]> {
  const reader = createReader(dir, config);
  const entries: Entry[] = [];
  for (const [key, collection] of Object.entries<Internal>(config.collections ?? {})) {
    const format = getCollectionFormat(config, key);
    for (const slug of (await (reader.collections[key] as Internal).list()).sort() as string[]) {
      entries.push({
        key,
        schema: collection.schema,
        format,
        dirpath: getCollectionItemPath(config, key, slug),
        slug: { field: collection.slugField as string, slug },
      });
    }
  }
  for (const [key, singleton] of Object.entries<Internal>(config.singletons ?? {})) {
    const format = getSingletonFormat(config, key);
    const dirpath = getSingletonPath(config, key);
    if (files.has(getEntryDataFilepath(dirpath, format)))
      entries.push({ key, schema: singleton.schema, format, dirpath, slug: undefined });
  }
  return entries;
}

/** The entry as the editor's form holds it after opening it (Keystatic's `parseEntry`). */
export function openEntry(entry: Entry, files: Files): unknown {
  const dataFilepath = getEntryDataFilepath(entry.dirpath, entry.format);
  const data = files.get(dataFilepath);
  if (!data) throw new Error(`Could not find data file at ${dataFilepath}`);
  const { loaded, extraFakeFile } = loadDataFile(data, entry.format);
  const all = new Map(files);
  if (extraFakeFile) all.set(`${entry.dirpath}/${extraFakeFile.path}`, extraFakeFile.contents);
  const filesUnder = (rootPath: string, schema: Internal) => {
    const other: Files = new Map();
    const external = new Map<string, Files>();
    for (const [filename, contents] of all) {
      if (filename.startsWith(`${rootPath}/`)) other.set(filename.slice(rootPath.length + 1), contents);
    }
    for (const dir of schema.directories ?? []) {
      const start = `${dir}${entry.slug === undefined ? "" : `/${entry.slug.slug}`}/`;
      const dirFiles: Files = new Map();
      for (const [filename, contents] of all) {
        if (filename.startsWith(start)) dirFiles.set(filename.slice(start.length), contents);
      }
      if (dirFiles.size) external.set(dir, dirFiles);
    }
    return { other, external };
  };
  const parse = (schema: Internal, value: unknown, path: string[], pathWithArrayFieldSlugs: string[]) => {
    if (entry.slug && path.length === 1 && path[0] === entry.slug.field) {
      return schema.parse(value, { slug: entry.slug.slug });
    }
    if (schema.formKind === "asset") {
      const filepath = schema.filename(value, {
        suggestedFilenamePrefix: pathWithArrayFieldSlugs.join("/"),
        slug: entry.slug?.slug,
      });
      const folder = schema.directory
        ? `${schema.directory}${entry.slug === undefined ? "" : `/${entry.slug.slug}`}`
        : entry.dirpath;
      const asset = filepath ? all.get(`${folder}/${filepath}`) : undefined;
      return schema.parse(value, { asset, slug: entry.slug?.slug });
    }
    if (schema.formKind === "content" || schema.formKind === "assets") {
      const rootPath = `${entry.dirpath}/${pathWithArrayFieldSlugs.join("/")}`;
      const { other, external } = filesUnder(rootPath, schema);
      if (schema.formKind === "content") {
        const content = all.get(rootPath + schema.contentExtension);
        return schema.parse(value, { content, other, external, slug: entry.slug?.slug });
      }
      return schema.parse(value, { other, external, slug: entry.slug?.slug });
    }
    return schema.parse(value, undefined);
  };
  return parseProps(object(entry.schema), loaded, [], [], parse, false);
}

/** The files a save of `state` writes, by path (Keystatic's `serializeEntryToFiles`). */
export function saveEntry(entry: Entry, state: unknown): Files {
  const serialized = serializeProps(state, object(entry.schema), entry.slug?.field, entry.slug?.slug, true);
  let extraFiles: { path: string; parent?: string; contents: Uint8Array }[] = serialized.extraFiles;
  let dataContent = textEncoder.encode(
    entry.format.data === "json" ? `${JSON.stringify(serialized.value, null, 2)}\n` : dump(serialized.value),
  );
  if (entry.format.contentField) {
    const filename = `${entry.format.contentField.path.join("/")}${entry.format.contentField.contentExtension}`;
    let contents: Uint8Array | undefined;
    extraFiles = extraFiles.filter((file) => {
      if (file.path !== filename) return true;
      contents = file.contents;
      return false;
    });
    if (contents === undefined) throw new Error("Expected content field to be present");
    const combined = new Uint8Array(
      frontmatterSplit.byteLength * 2 + dataContent.byteLength + contents.byteLength,
    );
    combined.set(frontmatterSplit);
    combined.set(dataContent, frontmatterSplit.byteLength);
    combined.set(frontmatterSplit, frontmatterSplit.byteLength + dataContent.byteLength);
    combined.set(contents, frontmatterSplit.byteLength * 2 + dataContent.byteLength);
    dataContent = combined;
  }
  const slug = entry.slug ? entry.slug.slug : undefined;
  return new Map([
    [getEntryDataFilepath(entry.dirpath, entry.format) as string, dataContent],
    ...extraFiles.map((file): [string, Uint8Array] => [
      `${file.parent ? (slug !== undefined ? `${file.parent}/${slug}` : file.parent) : entry.dirpath}/${file.path}`,
      file.contents,
    ]),
  ]);
}

/** The files of the entry that a save without changes would write differently, with what it writes. */
export function unchangedSaveDiff(entry: Entry, files: Files): Files {
  const written = saveEntry(entry, openEntry(entry, files));
  const changed: Files = new Map();
  for (const [path, contents] of written) {
    const before = files.get(path);
    if (!before || Buffer.compare(Buffer.from(before), Buffer.from(contents)) !== 0)
      changed.set(path, contents);
  }
  return changed;
}
