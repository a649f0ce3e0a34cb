import { z } from "zod";
import { iconNames } from "../icon-names";

export { type FeatureCategoryId, featureCategories, featureCategoryIds } from "./categories";

import { featureCategoryIds } from "./categories";

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "id must be a kebab-case slug");
const text = z.string().trim().min(1);

const imageSchema = z.strictObject({
  /** Path under /public; absent means the placeholder is shown. */
  src: z.string().startsWith("/").optional(),
  alt: text,
  placeholder: z.strictObject({ title: text, subtitle: text }),
});

const sectionSchema = z.strictObject({
  title: text,
  description: text,
  features: z.array(text).min(3),
  image: imageSchema,
});

export const featureSchema = z.strictObject({
  id: slug,
  title: text,
  /** One or two sentences; clamped to two lines on cards. */
  shortDescription: text.max(160),
  longDescription: text,
  icon: z.enum(iconNames),
  /** An unknown category (the old site's 'fidelizão') is rejected here. */
  category: z.enum(featureCategoryIds),
  videoUrl: z.string().optional(),
  /** Shown on the badge instead of the category name (e.g. 'Marketplace'). */
  categoryLabel: text.optional(),
  badge: z.strictObject({ text: text, color: z.enum(["yellow", "green", "blue"]) }).optional(),
  detailsPage: z.strictObject({
    hero: z.strictObject({
      title: text,
      description: text,
      ctaButtons: z.strictObject({
        primary: z.strictObject({ text: text, action: z.literal("activate") }),
        secondary: z.strictObject({ text: text, action: z.literal("demo") }),
      }),
    }),
    section1: sectionSchema,
    section2: sectionSchema,
    benefitsSection: z.strictObject({
      title: text,
      description: text,
      benefits: z.array(z.strictObject({ title: text, description: text })).min(3),
    }),
    resultsSection: z.strictObject({
      title: text,
      description: text,
      results: z.array(z.strictObject({ metric: text, value: text, description: text })).length(3),
      testimonial: z
        .strictObject({
          text: text,
          author: text,
          company: text,
          stats: z.strictObject({
            companies: text,
            implementation: text,
            support: text,
            satisfaction: text,
          }),
        })
        .optional(),
    }),
    finalCta: z.strictObject({
      title: text,
      description: text,
      benefits: z.array(text).min(3),
      form: z.strictObject({ title: text, disclaimer: text }),
    }),
  }),
});

export type Feature = z.infer<typeof featureSchema>;
