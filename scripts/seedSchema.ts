// Schema of the demo content in seed/content/<country>/. Feed data is validated like any other
// input: the seed refuses files that do not match, naming the file and the bad field.
import { z } from 'zod';
import { CONTENT_TYPES } from '#/domain/article/contentTypes.ts';
import type { CountryCode } from '#/markets.ts';

export const SEED_COUNTRIES = ['tw', 'hk', 'id', 'th', 'ecjp'] as const;
export type SeedCountry = (typeof SEED_COUNTRIES)[number];

/** Variant editions carry their parent market's demo content. */
export const SEED_VARIANTS: Readonly<Record<Exclude<CountryCode, SeedCountry>, SeedCountry>> = {
  ecid: 'id',
  ecth: 'th',
  ectw: 'tw',
  spot: 'tw',
  gcp: 'tw',
};

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase ascii words joined by "-"')
  .max(80);
const imageKey = z.string().regex(/^[a-z0-9-]{3,60}$/, 'image keys are lowercase ascii, digits and "-"');

const seedPublisherSchema = z.object({
  id: slug,
  name: z.string().min(1).max(60),
  description: z.string().min(1).max(300),
  logoText: z.string().regex(/^[A-Za-z0-9]{1,4}$/, 'logoText is 1-4 ascii letters or digits'),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'color is #rrggbb'),
});

const seedTabSchema = z.object({
  urlPath: slug,
  name: z.string().min(1).max(20),
});

export const seedMarketSchema = z.object({
  country: z.enum(SEED_COUNTRIES),
  publishers: z.array(seedPublisherSchema).length(8),
  tabs: z.array(seedTabSchema).min(6),
});

const seedImageSchema = z.object({
  key: imageKey,
  alt: z.string().min(1).max(200),
  caption: z.string().min(1).max(300),
});


const seedArticleSchema = z.object({
  slug,
  title: z.string().min(4).max(140),
  author: z.string().min(1).max(60),
  publisherId: slug,
  category: z.string().min(1).max(30),
  contentType: z.enum(CONTENT_TYPES),
  subType: z.enum(['GENERAL', 'ADVERTORIAL']),
  ageLimit: z.union([z.literal(0), z.literal(18)]),
  hoursAgo: z.number().min(0.1).max(24 * 30),
  tags: z.array(z.string().min(1).max(30)).min(1).max(8),
  summary: z.string().min(10).max(400),
  body: z.string().min(200),
  images: z.array(seedImageSchema).min(1),
  video: z.enum(['stream-a', 'stream-b']).optional(),
  /** EXTERNAL: the story on the publisher's own site, where the article page sends the reader. */
  externalUrl: z
    .url()
    .refine((u) => u.startsWith('https://'), 'must be an https address')
    .optional(),
  /** POLL: the url path of the market's poll (portal.json polls) the story is built around. */
  poll: slug.optional(),
});

export const seedTabFileSchema = z.array(seedArticleSchema).min(1);

export type SeedMarket = z.infer<typeof seedMarketSchema>;
export type SeedArticle = z.infer<typeof seedArticleSchema>;
