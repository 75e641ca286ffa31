import { useSelector } from '@xstate/react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { locales } from '../../../contract/person';
import { useLanguageActor } from '../../lib/language';

/** English / Español under the signed-out card; the choice is kept in the cookie. */
export function LanguageSwitch() {
  const { LL, locale } = useI18nContext();
  const language = useLanguageActor();
  const saving = useSelector(language, (snapshot) => snapshot.matches('saving'));
  return (
    <nav aria-label={LL.common.language()} className="mt-6 flex justify-center gap-1 text-sm">
      {locales.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={code === locale}
          disabled={saving}
          onClick={() => language.send({ type: 'language.choose', language: code })}
          className={[
            'cursor-pointer rounded-full px-3 py-1 transition-colors focus-visible:outline-2 focus-visible:outline-brand',
            code === locale ? 'bg-brand/10 font-semibold text-brand-dark' : 'text-caption hover:text-brand-dark',
          ].join(' ')}
        >
          {LL.common.languages[code]()}
        </button>
      ))}
    </nav>
  );
}
