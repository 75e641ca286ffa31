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
import { guestsExport } from './guests-export';
import { budgetExport } from './budget-export';
import { budget } from './budget';
import { guests } from './guests';
import { plan } from './plan';
import { checklist } from './checklist';
import { ideas } from './ideas';
import { shell } from './shell';
import { validation } from './validation';
import { credits } from './credits';
import { tables } from './tables';
import { users } from './users';
import { weddings } from './weddings';
import { weddingUsers } from './wedding-users';
import { home } from './home';
import { permissions } from './permissions';

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
  guestsExport,
  budgetExport,
  budget,
  guests,
  plan,
  checklist,
  ideas,
  weddings,
  users,
  credits,
  tables,
  weddingUsers,
  home,
  permissions,
} satisfies Translation;

export default es;
