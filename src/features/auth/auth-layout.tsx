import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useI18nContext } from '../../../i18n/i18n-react';
import { BrandLogo } from '../../components/brand-logo';
import { useDocumentTitle } from '../../lib/document-title';
import { LanguageSwitch } from './language-switch';

interface AuthLayoutProps {
  title: string;
  intro?: string;
  children: ReactNode;
}

/** The centred card of the signed-out pages, on the brand's colours. */
export function AuthLayout({ title, intro, children }: AuthLayoutProps) {
  useDocumentTitle(title);
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-linear-to-br from-brand-light via-white to-brand-light px-4 py-12">
      <main className="w-full max-w-md">
        <div className="mb-8 text-center">
          <BrandLogo size="lg" />
        </div>
        <div className="rounded-2xl bg-white p-8 shadow-xl ring-1 shadow-brand/10 ring-stone-900/5 sm:p-10">
          <h1 className="font-display text-2xl font-semibold tracking-tight text-balance text-brand-dark">{title}</h1>
          {intro && <p className="mt-2 text-sm leading-relaxed text-stone-600">{intro}</p>}
          <div className="mt-7">{children}</div>
        </div>
        <LanguageSwitch />
      </main>
    </div>
  );
}

/** A text link in the brand colour with a visible keyboard focus ring. */
export const authLinkClasses =
  'rounded-sm text-sm font-medium text-brand hover:text-brand-dark hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/** The way back from the password pages. */
export function BackToLoginLink() {
  const { LL } = useI18nContext();
  return (
    <p className="text-center">
      <Link href="/login" className={authLinkClasses}>
        {LL.auth.backToLogin()}
      </Link>
    </p>
  );
}
