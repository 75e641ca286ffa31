import type { Translation } from '../i18n-types';
import { auth } from './auth';
import { brand } from './brand';
import { common } from './common';
import { dashboard } from './dashboard';
import { errorPages } from './error-pages';
import { errors } from './errors';
import { mail } from './mail';
import { notifications } from './notifications';
import { planExport } from './plan-export';
import { shell } from './shell';
import { validation } from './validation';

const es = {
  common,
  brand,
  auth,
  validation,
  errors,
  errorPages,
  notifications,
  shell,
  dashboard,
  mail,
  planExport,
} satisfies Translation;

export default es;
