import { Link } from 'wouter';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useDocumentTitle } from '../../lib/document-title';
import { buttonClasses } from '../button';

interface ErrorPageProps {
  code?: string;
  title: string;
  message: string;
  /** After a crash the app may be in a bad state: reload instead of navigating in place. */
  reloadHome?: boolean;
}

/** Shown in place (the address stays as it was), with a way back home. */
export function ErrorPage({ code, title, message, reloadHome = false }: ErrorPageProps) {
  const { LL } = useI18nContext();
  useDocumentTitle(title);
  return (
    <div className="grid min-h-[60dvh] place-items-center px-6 py-16 text-center">
      <div className="max-w-md">
        {code && <p className="font-display text-6xl font-semibold text-brand/80">{code}</p>}
        <h1 className="mt-4 font-display text-3xl font-semibold tracking-tight text-balance text-brand-dark">{title}</h1>
        <p className="mt-3 text-balance text-stone-600">{message}</p>
        {reloadHome ? (
          <a href="/" className={buttonClasses('primary', 'mt-8')}>
            {LL.common.backHome()}
          </a>
        ) : (
          <Link href="/" className={buttonClasses('primary', 'mt-8')}>
            {LL.common.backHome()}
          </Link>
        )}
      </div>
    </div>
  );
}
