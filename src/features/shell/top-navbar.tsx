import { Link } from 'wouter';
import { BrandLogo } from '../../components/brand-logo';
import { useLanguageActor } from '../../lib/language';
import { MobileSidebar } from './mobile-sidebar';
import { ProfileMenu } from './profile-menu';

export function TopNavbar() {
  const language = useLanguageActor();
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-stone-200 bg-white/90 px-4 backdrop-blur sm:px-6">
      <MobileSidebar />
      <Link
        href="/"
        // A long white-label name is cut with an ellipsis on narrow phones instead of wrapping.
        className="flex min-w-0 items-center rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand [&>span]:min-w-0 [&>span>span]:truncate"
      >
        <BrandLogo />
      </Link>
      <div className="ml-auto">
        <ProfileMenu language={language} />
      </div>
    </header>
  );
}
