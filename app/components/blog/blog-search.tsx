import { useEffect, useRef, useState } from "react";
import { Form, useNavigate } from "react-router";
import { BLOG_PATH, type BlogQuery, blogHref, MAX_SEARCH_LENGTH, SEARCH_PARAM } from "~/lib/blog";
import { Icon } from "../icon";

const SEARCH_DELAY_MS = 300;

/**
 * The blog's search box: a GET form that works without JavaScript; with it, the list follows the
 * typing after a short pause, replacing the history entry so Back leaves the blog.
 */
export function BlogSearch({ query }: { query: BlogQuery }) {
  const navigate = useNavigate();
  const [term, setTerm] = useState(query.term);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The term this page last navigated to while typing; any other change of the
  // URL (a link, 'Ver todos os artigos', the back button) resets the box.
  const typed = useRef(query.term);
  useEffect(() => {
    if (query.term !== typed.current) {
      clearTimeout(timer.current);
      setTerm(query.term);
      typed.current = query.term;
    }
  }, [query.term]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const go = (value: string) => {
    clearTimeout(timer.current);
    typed.current = value.trim();
    navigate(blogHref(value, query.category), { replace: true, preventScrollReset: true });
  };

  return (
    <Form
      method="get"
      action={BLOG_PATH}
      role="search"
      preventScrollReset
      className="flex max-w-2xl flex-wrap gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        // What the box shows: text typed before the page hydrated is not in `term` yet.
        go(String(new FormData(event.currentTarget).get(SEARCH_PARAM) ?? ""));
      }}
    >
      <label htmlFor="busca" className="sr-only">
        Buscar artigos
      </label>
      <div className="relative min-w-0 flex-1">
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-500"
        />
        <input
          id="busca"
          type="search"
          name={SEARCH_PARAM}
          value={term}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder="Buscar por palavra-chave..."
          autoComplete="off"
          onChange={(event) => {
            const value = event.currentTarget.value;
            setTerm(value);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => go(value), SEARCH_DELAY_MS);
          }}
          className="block min-h-12 w-full rounded-lg border border-stone-300 bg-white pr-3 pl-10 text-ink placeholder:text-stone-500 focus:border-brand-600"
        />
      </div>
      {query.category ? <input type="hidden" name="categoria" value={query.category} /> : null}
      <button
        type="submit"
        className="inline-flex min-h-12 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        Buscar
      </button>
    </Form>
  );
}
