import { useCallback } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { formatAmount, moneyLimits } from '../../../contract/money';
import { fieldErrorText } from '../../lib/i18n';

/** Cents as the person reads money: `$1,234.50` in English, `$1.234,50` in Spanish. */
export function useMoney(): (cents: number) => string {
  const { LL, locale } = useI18nContext();
  return useCallback((cents: number) => LL.budget.money({ amount: formatAmount(cents, locale) }), [LL, locale]);
}

/** The text of an amount's first failed rule (contract/money.ts): its own words for a sign, decimals and the limit. */
export function useAmountError(): (codes: readonly string[] | undefined) => string | undefined {
  const { LL, locale } = useI18nContext();
  return useCallback(
    (codes: readonly string[] | undefined) => {
      const code = codes?.[0];
      if (code === 'negative' || code === 'decimals') return LL.validation[code]();
      if (code === 'max') return LL.budget.amountMax({ max: formatAmount(moneyLimits.maxCents, locale) });
      return fieldErrorText(LL, codes, { min: 0.01 });
    },
    [LL, locale],
  );
}
