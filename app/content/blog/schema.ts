import { z } from "zod";

// With its extension: vite.config.ts loads this file through Node, which resolves no bare paths.
import { blogCategories } from "./categories.ts";

export { blogCategories };

export const postFrontMatterSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: z.string().trim().min(1),
  excerpt: z.string().trim().min(1).max(240),
  author: z.string().trim().min(1),
  /** ISO calendar date (YYYY-MM-DD); shown in long pt-BR form. */
  date: z.iso.date(),
  category: z.enum(blogCategories),
  tags: z.array(z.string().trim().min(1)).min(2),
  readTime: z.string().regex(/^\d+ min$/),
  featured: z.boolean(),
  /** The post's cover drawing (scripts/build-product-art.mjs), shown on the post and its card. */
  cover: z.string().regex(/^\/img\/blog\/[a-z0-9-]+\.svg$/),
  /** What the cover shows, for people who cannot see it. */
  coverAlt: z.string().trim().min(20),
});

export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>;
