import { storedFileUrl } from '../../contract/ideas';
import { api } from './api';

/** Where the browser loads a stored picture (an idea's image or thumbnail), on the API's origin. */
export const storedImageUrl = (path: string) => storedFileUrl(api.url(''), path);
