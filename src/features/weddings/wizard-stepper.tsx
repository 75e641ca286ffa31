import { useI18nContext } from '../../../i18n/i18n-react';
import type { TranslationFunctions } from '../../../i18n/i18n-types';
import { toGender, wizardSteps, type WeddingForm, type WizardStep } from '../../../machines/weddings/create-wedding-form';
import { spouseHeadings, type SpouseHeading } from '../../../machines/weddings/spouse-roles';
import { InfoIcon } from '../../components/icons';
import { SpouseIcon } from './spouse-icon';

/** "Groom", "Bride 2", "Spouse 1": numbered only when both spouses share the role. */
export function spouseLabel(LL: TranslationFunctions, heading: SpouseHeading): string {
  const role = LL.weddings.roles[heading.role]();
  return heading.number ? LL.weddings.numberedRole({ role, number: heading.number }) : role;
}

/** The wizard's step headers; the spouses' follow the gender chosen for them. */
export function WizardStepper({ form, current }: { form: WeddingForm; current: WizardStep }) {
  const { LL } = useI18nContext();
  const headings = spouseHeadings(toGender(form.spouse1.gender), toGender(form.spouse2.gender));
  const currentIndex = wizardSteps.indexOf(current);
  return (
    <nav aria-label={LL.weddings.wizard.steps()} className="mb-6">
      <p className="sr-only" aria-live="polite">
        {LL.weddings.wizard.stepOf({ current: currentIndex + 1, total: wizardSteps.length })}
      </p>
      <ol className="grid grid-cols-3 gap-2">
        {wizardSteps.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
          const label = step === 'information' ? LL.weddings.wizard.information() : spouseLabel(LL, headings[step]);
          return (
            <li
              key={step}
              aria-current={state === 'current' ? 'step' : undefined}
              className={[
                'flex min-w-0 flex-col items-center gap-1.5 border-t-4 pt-3 text-center text-xs font-medium sm:flex-row sm:text-left sm:text-sm',
                state === 'upcoming' ? 'border-stone-200 text-stone-500' : 'border-brand text-brand-dark',
              ].join(' ')}
            >
              <span
                className={[
                  'grid size-8 shrink-0 place-items-center rounded-full',
                  state === 'current' ? 'bg-brand text-white' : state === 'done' ? 'bg-brand-light text-brand' : 'bg-stone-100 text-stone-500',
                ].join(' ')}
              >
                {step === 'information' ? <InfoIcon className="size-4" /> : <SpouseIcon role={headings[step].role} className="size-5" />}
              </span>
              <span className="min-w-0 truncate">{label}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
