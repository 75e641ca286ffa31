import { z } from 'zod';
import { createdAnswer, emptyAnswer, endpoint, idField, idQuery } from './endpoint';
import { createCategoryPayload, guestCategory, hasNoNul, weddingGuestsQuery } from './guests';

/**
 * The Idea board's calls (part 2 §7 "Ideas") and the rules both sides share (§5, §9).
 *
 * Rights (IDEA_BOARD module): reading the board and its categories needs the module; `create`
 * ADD, `update` EDIT, `update_pin` PIN, `destroy` DELETE; a category is created with ADD or
 * EDIT (from the idea form) and deleted with DELETE; a link preview needs ADD or EDIT (only the
 * form asks for one); the home card's summary needs the module or HOME's IDEA_BOARD_SUMMARY.
 * An idea or category of another wedding answers as an unused id (422 `not_found`), also as
 * the `category_id` of an idea. While the wedding is archived every change is refused (403).
 *
 * `create` and `update` are multipart forms: plain fields `wedding_id` (create) or `id`
 * (update), `title`, `type`, `category_id` (empty for none), `text`; JSON fields `link`
 * (`{ link, title, description, image }`) and `colors` (`[{ r, g, b }]`); and the file
 * `image`. The ids must come before the file (the server checks who sends it before reading
 * it). Only the value of the idea's type is kept; the others are cleared.
 *
 * Images: png, gif, jpeg, bmp or svg, recognised by content (never by name), at most 10 MB.
 * The server re-encodes every image (the photo's orientation applied, metadata such as GPS
 * dropped, at most 2048 px a side; an SVG is drawn into a PNG, so no script of it ever runs)
 * and keeps a 480 px wide thumbnail for the board. Both are read at `<API>/storage/<path>`
 * (`storedFileUrl`) by members who may read the board or its summary.
 *
 * A category deleted leaves its ideas without category.
 */
export const ideaLimits = {
  titleMax: 150,
  textMax: 5_000,
  /** Characters of a text idea shown outside the full-screen viewer (§9). */
  textPreviewChars: 250,
  colorsMax: 20,
  linkMax: 2_048,
  linkTitleMax: 300,
  linkDescriptionMax: 1_000,
  imageMaxBytes: 10 * 1024 * 1024,
  /** The longest side of a stored image, in pixels. */
  imageMaxSide: 2_048,
  /** The width of a board card's image, in pixels. */
  thumbnailWidth: 480,
  /** Ideas on the home card (§9): pinned first, then the oldest. */
  summaryIdeas: 5,
} as const;

export const ideaTypes = ['link', 'image', 'text', 'colors'] as const;
export type IdeaType = (typeof ideaTypes)[number];

/** What an image upload may be (§5), by content; for the file picker's `accept`. */
export const ideaImageAccept = '.png,.gif,.jpeg,.jpg,.bmp,.svg,image/png,image/gif,image/jpeg,image/bmp,image/svg+xml';

// ─── Web addresses ───────────────────────────────────────────────────────────────────────────

/** A scheme written before the address (`https:`, `javascript:`), not a host's port (`example.com:8080`). */
const schemePrefix = /^[a-z][a-z0-9+.-]*:(?!\d+(\/|$))/i;

/** What a person typed, with `https://` put before an address written without a scheme (`example.com/x`). */
export function withScheme(text: string): string {
  const trimmed = text.trim();
  return schemePrefix.test(trimmed) || trimmed === '' ? trimmed : `https://${trimmed.replace(/^\/\//, '')}`;
}

/**
 * A web address a board may link to (§5 "looks like a valid web address"): http or https, a
 * host name with a dot (or an IP address), no user name or password. `javascript:`, `data:`
 * and `file:` addresses are refused.
 */
export function isWebAddress(text: string): boolean {
  const url = parsedAddress(text);
  if (!url) return false;
  const host = url.hostname;
  return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && (host.includes('.') || host.startsWith('['));
}

/** The parts of an address `isWebAddress` reads. */
interface ParsedAddress {
  protocol: string;
  hostname: string;
  username: string;
  password: string;
}

/**
 * The WHATWG URL parser both the browser and Node have. The contract compiles without the DOM's
 * or Node's types (machines/ sees neither), so it names only the parts it reads.
 */
const WebUrl = (globalThis as unknown as { URL: new (text: string) => ParsedAddress }).URL;

function parsedAddress(text: string): ParsedAddress | null {
  try {
    return new WebUrl(text);
  } catch {
    return null;
  }
}

const webAddress = z
  .string({ error: 'required' })
  .transform(withScheme)
  .pipe(
    z
      .string()
      .min(1, { error: 'required' })
      .max(ideaLimits.linkMax, { error: 'maxLength' })
      .refine((text) => hasNoNul(text) && isWebAddress(text), { error: 'invalid' }),
  );

/** Optional text of a preview: blank is null. */
const previewText = (max: number) =>
  z
    .string({ error: 'invalid' })
    .trim()
    .max(max, { error: 'maxLength' })
    .refine(hasNoNul, { error: 'invalid' })
    .nullish()
    .transform((value) => value || null);

/** A link idea's value: the address and what its page said about itself (`link_preview`), if anything. */
export const ideaLink = z.object({
  link: webAddress,
  title: previewText(ideaLimits.linkTitleMax),
  description: previewText(ideaLimits.linkDescriptionMax),
  /** The page's own picture, kept as an address: the server never fetches it. */
  image: z
    .union([webAddress, z.literal(''), z.null()])
    .optional()
    .transform((value) => value || null),
});
export type IdeaLink = z.output<typeof ideaLink>;

// ─── Colours and text ────────────────────────────────────────────────────────────────────────

const channel = z.number({ error: 'required' }).int({ error: 'invalid' }).min(0, { error: 'min' }).max(255, { error: 'max' });
export const ideaColor = z.object({ r: channel, g: channel, b: channel });
export type IdeaColor = z.infer<typeof ideaColor>;

const ideaColors = z.array(ideaColor, { error: 'invalid' }).min(1, { error: 'required' }).max(ideaLimits.colorsMax, { error: 'max' });

const ideaText = z
  .string({ error: 'required' })
  .max(ideaLimits.textMax, { error: 'maxLength' })
  .refine((text) => text.trim() !== '', { error: 'required' })
  .refine(hasNoNul, { error: 'invalid' });

// ─── Ideas ───────────────────────────────────────────────────────────────────────────────────

/** An idea as the board shows it; only the value of its type is set. */
export const idea = z.object({
  id: z.number(),
  wedding_id: z.number(),
  title: z.string(),
  type: z.enum(ideaTypes),
  category_id: z.number().nullable(),
  is_pinned: z.boolean(),
  /** ISO 8601. */
  created_at: z.string(),
  text: z.string().nullable(),
  colors: z.array(ideaColor).nullable(),
  /** Storage paths (`storedFileUrl`) of the re-encoded image and its board thumbnail. */
  image: z.string().nullable(),
  thumbnail: z.string().nullable(),
  link: ideaLink.nullable(),
});
export type Idea = z.infer<typeof idea>;

/** Multipart fields whose text is JSON. */
export const ideaJsonFields = ['link', 'colors'] as const;

/**
 * The fields of the create and update forms, once the JSON fields are read. The value the
 * type needs is required (an image: a new file, or on update the one the idea has).
 */
const ideaFormFields = {
  title: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(ideaLimits.titleMax, { error: 'maxLength' })
    .refine(hasNoNul, { error: 'invalid' }),
  type: z.enum(ideaTypes, { error: 'invalid' }).default('link'),
  /** None when left out or empty. */
  category_id: idField.nullable().default(null),
  link: ideaLink.optional(),
  text: ideaText.optional(),
  colors: ideaColors.optional(),
};

const requireTypeValue = <T extends { type: IdeaType; link?: unknown; text?: unknown; colors?: unknown }>(form: T, context: z.RefinementCtx) => {
  const needed = form.type === 'image' ? null : form.type;
  if (needed && form[needed] === undefined) context.addIssue({ code: 'custom', path: [needed], message: 'required' });
};

export const createIdeaForm = z.object({ wedding_id: idField, ...ideaFormFields }).superRefine(requireTypeValue);
export const updateIdeaForm = z.object({ id: idField, ...ideaFormFields }).superRefine(requireTypeValue);
export type IdeaForm = Omit<z.output<typeof createIdeaForm>, 'wedding_id'>;

/** What `create` and `update` answer: the idea's id and its stored values (§7: `{ id, image, link }`). */
export const savedIdea = idea.pick({ id: true, image: true, thumbnail: true, link: true });
export type SavedIdea = z.infer<typeof savedIdea>;

export const ideaPaths = {
  create: '/ideas/create',
  update: '/ideas/update',
  /** Stored files, under the API: `<API>/storage/<path>`. */
  storage: '/storage',
} as const;

/** Where the SPA reads a stored image (an idea's `image` or `thumbnail`). */
export const storedFileUrl = (apiBase: string, path: string) => `${apiBase}${ideaPaths.storage}/${path.split('/').map(encodeURIComponent).join('/')}`;

export const linkPreview = z.object({ title: z.string().nullable(), description: z.string().nullable(), image: z.string().nullable() });
export type LinkPreview = z.infer<typeof linkPreview>;

/** Same shape as a guest category (§3: name and colour). */
export const ideaCategory = guestCategory;
export type IdeaCategory = z.infer<typeof ideaCategory>;

const weddingQuery = weddingGuestsQuery;

export const ideaEndpoints = {
  index: endpoint('GET', '/ideas/index', weddingQuery, z.object({ ideas: z.array(idea) })),
  /** `{ id, is_pinned }` (the whole idea may be sent: other fields are ignored). */
  updatePin: endpoint(
    'PUT',
    '/ideas/update_pin',
    z.object({ id: idField, is_pinned: z.union([z.boolean(), z.literal(0), z.literal(1)], { error: 'invalid' }).transform(Boolean) }),
    emptyAnswer,
  ),
  destroy: endpoint('DELETE', '/ideas/destroy', idQuery, emptyAnswer),
  /**
   * What the page at `link` says about itself (Open Graph, else its title and description).
   * Refusals: `link_not_allowed` (not a public http(s) address on port 80 or 443, or it
   * redirects to one), `link_preview_unavailable` (no answer within 5 s, an error status, more
   * than 3 redirects, a head over 1 MB), `too_many_attempts` (30 a minute per user). A page
   * that is not HTML answers nothing (all null).
   */
  linkPreview: endpoint('GET', '/ideas/link_preview', z.object({ wedding_id: idField, link: webAddress }), linkPreview),
  /** Up to 5 ideas for the home card: pinned first, then by created_at. */
  summary: endpoint('GET', '/ideas/summary', weddingQuery, z.object({ ideas: z.array(idea) })),
  categories: endpoint('GET', '/idea_categories/index', weddingQuery, z.object({ categories: z.array(ideaCategory) })),
  createCategory: endpoint('POST', '/idea_categories/create', createCategoryPayload, createdAnswer),
  destroyCategory: endpoint('DELETE', '/idea_categories/destroy', idQuery, emptyAnswer),
};
