import { Parser } from 'htmlparser2';
import { ideaLimits, isWebAddress, type LinkPreview } from '../../../contract/ideas';

type Field = 'title' | 'description' | 'image';

const openGraph: Record<string, Field> = {
  'og:title': 'title',
  'og:description': 'description',
  'og:image': 'image',
  'og:image:url': 'image',
  'og:image:secure_url': 'image',
};

const maxLength: Record<Exclude<Field, 'image'>, number> = { title: ideaLimits.linkTitleMax, description: ideaLimits.linkDescriptionMax };

/** Spaces collapsed, cut to `max` characters (an ellipsis marks a cut). */
function tidy(text: string | undefined, max: number): string | null {
  const collapsed = text?.replace(/\s+/g, ' ').trim();
  if (!collapsed) return null;
  return collapsed.length <= max ? collapsed : `${collapsed.slice(0, max - 1).trimEnd()}…`;
}

/**
 * What a page says about itself, read as its HTML arrives (htmlparser2, entities decoded):
 * its Open Graph title, description and image, else its `<title>` and meta description. The
 * head is all it needs: reading stops at `</head>` or the body's first tag.
 */
export class PageMetadata {
  private readonly openGraph: Partial<Record<Field, string>> = {};
  private title = '';
  private description: string | undefined;
  private inTitle = false;
  private headDone = false;
  private readonly parser = new Parser(
    {
      onopentag: (name, attributes) => {
        if (name === 'body') this.headDone = true;
        if (name === 'title') this.inTitle = true;
        if (name !== 'meta' || attributes.content === undefined) return;
        const field = openGraph[(attributes.property ?? attributes.name ?? '').toLowerCase()];
        if (field) this.openGraph[field] ??= attributes.content;
        if (attributes.name?.toLowerCase() === 'description') this.description ??= attributes.content;
      },
      ontext: (text) => {
        if (this.inTitle) this.title += text;
      },
      onclosetag: (name) => {
        if (name === 'title') this.inTitle = false;
        if (name === 'head') this.headDone = true;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );

  /** Reads more of the page; `enough` once the head is over. */
  read = (text: string): 'enough' | 'more' => {
    if (!this.headDone) this.parser.write(text);
    return this.headDone ? 'enough' : 'more';
  };

  /** The preview; the picture's address resolved against the page's own, kept only if it is a web address. */
  preview(pageUrl: URL): LinkPreview {
    this.parser.end();
    return {
      title: tidy(this.openGraph.title || this.title, maxLength.title),
      description: tidy(this.openGraph.description || this.description, maxLength.description),
      image: pictureAddress(this.openGraph.image, pageUrl),
    };
  }
}

function pictureAddress(written: string | undefined, pageUrl: URL): string | null {
  if (!written) return null;
  try {
    const resolved = new URL(written.trim(), pageUrl).href;
    return resolved.length <= ideaLimits.linkMax && isWebAddress(resolved) ? resolved : null;
  } catch {
    return null;
  }
}
