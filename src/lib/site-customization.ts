import type { Customization } from '../../contract/auth';
import { api } from './api';
import { toBrandCode, type BrandCode } from './brand';

/** The white-label record for this host; `id` is null when none could be fetched. */
export interface SiteCustomization {
  id: number | null;
  brand: BrandCode;
  /** The customization's title, or null to use the product name. */
  title: string | null;
}

export async function fetchCustomization(host: string): Promise<SiteCustomization> {
  try {
    const { customization } = await api.get<{ customization: Customization }>('/get_customization', {
      query: { host },
      kind: 'session',
    });
    return { id: customization.id, brand: toBrandCode(customization.code), title: customization.title || null };
  } catch {
    // The site still works without its white label: the product's own brand.
    return { id: null, brand: 'default', title: null };
  }
}
