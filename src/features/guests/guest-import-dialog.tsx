import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useId, useRef } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { selectUploadPercent, type GuestImportSnapshot } from '../../../machines/guests/guest-import.machine';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { useTranslateMessage } from '../../lib/i18n';
import { MissingNameColumnStep, RowErrorsStep, ValidStep } from './guest-import-steps';
import { useGuestsScope } from './guests-scope';

/** The wizard's state: which step the modal shows. */
type Step = GuestImportSnapshot['value'];

const stepOf = (snapshot: GuestImportSnapshot): Step => snapshot.value;

const accepted = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

/**
 * The import wizard's modal (part 2 §2, §4): upload, then validate. Everything it shows is the
 * wizard's state (machines/guests/guest-import.machine.ts, a child of the guests page); the
 * focus goes to the heading when it opens and at each step, and back to the Import button when
 * it closes (the modal returns it to whatever opened it).
 */
export function GuestImportDialog() {
  const { LL } = useI18nContext();
  const labels = LL.guests.import;
  const importer = useImporter();
  const step = useSelector(importer, stepOf);
  const heading = useRef<HTMLSpanElement | null>(null);
  // The modal's content mounts a render after it opens (a portal): the heading takes the focus as
  // it appears, before the dialog would give it to its first button; then again at each new step.
  const focusOnArrival = useCallback((node: HTMLSpanElement | null) => {
    heading.current = node;
    node?.focus();
  }, []);
  useEffect(() => {
    if (step !== 'closed') heading.current?.focus();
  }, [step]);
  const close = () => importer.send({ type: 'import.close' });
  const back = () => importer.send({ type: 'import.back' });
  return (
    <Modal
      open={step !== 'closed'}
      onClose={close}
      size="lg"
      closeOnOutsideClick={false}
      title={
        <span ref={focusOnArrival} tabIndex={-1} className="outline-none">
          {labels.title()}
        </span>
      }
      description={<StepIndicator step={step} />}
      closeLabel={LL.common.close()}
      footer={<Footer step={step} onClose={close} onBack={back} />}
    >
      {(step === 'upload' || step === 'validating') && <UploadStep />}
      {(step === 'valid' || step === 'importing') && <Validated />}
      {step === 'rowErrors' && <RowErrors />}
      {step === 'missingNameColumn' && <MissingNameColumnStep />}
    </Modal>
  );
}

/** The wizard, a child of the guests page from the moment the page is loaded (when this dialog renders). */
function useImporter() {
  const { guests } = useGuestsScope();
  return useSelector(guests, (snapshot) => snapshot.children.importer)!;
}

function StepIndicator({ step }: { step: Step }) {
  const { LL } = useI18nContext();
  const uploading = step === 'upload' || step === 'validating';
  return (
    <span className="flex gap-3">
      <span aria-current={uploading ? 'step' : undefined} className={uploading ? 'font-semibold text-brand-dark' : ''}>
        1. {LL.guests.import.uploadStep()}
      </span>
      <span aria-current={uploading ? undefined : 'step'} className={uploading ? '' : 'font-semibold text-brand-dark'}>
        2. {LL.guests.import.validateStep()}
      </span>
    </span>
  );
}

function UploadStep() {
  const { LL, locale } = useI18nContext();
  const labels = LL.guests.import;
  const translate = useTranslateMessage();
  const importer = useImporter();
  const validating = useSelector(importer, (snapshot) => snapshot.matches('validating'));
  const error = useSelector(importer, (snapshot) => snapshot.context.error);
  const fileName = useSelector(importer, (snapshot) => snapshot.context.file?.name ?? null);
  const percent = useSelector(importer, selectUploadPercent);
  const template = useSelector(importer, (snapshot) => snapshot.children.template);
  const downloading = useSelector(template, (snapshot) => snapshot?.matches('downloading') ?? false);
  const id = useId();
  return (
    <div className="flex flex-col gap-4 text-sm">
      {error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          {translate({ key: error })}
        </p>
      )}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-file`} className="font-medium text-stone-800">
          {labels.chooseFile()}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          name="file"
          accept={accepted}
          disabled={validating}
          aria-describedby={`${id}-hint`}
          // A file chosen again after Back is a new choice even with the same name.
          key={fileName ?? 'none'}
          onChange={(event) => importer.send({ type: 'file.choose', file: event.target.files?.[0] ?? null })}
          className="w-full min-w-0 rounded-lg border border-stone-300 p-2 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-light file:px-3 file:py-1.5 file:font-semibold file:text-brand-dark"
        />
        <span id={`${id}-hint`} className="text-stone-600">
          {labels.fileHint()}
        </span>
      </div>
      <Button
        variant="ghost"
        className="self-start !px-2 !py-1"
        busy={downloading}
        disabled={validating}
        onClick={() => importer.send({ type: 'template.download', language: locale })}
      >
        {labels.template()}
      </Button>
      {validating && (
        <div className="flex flex-col gap-1" aria-live="polite">
          <progress className="h-2 w-full accent-brand" max={100} value={percent ?? undefined} aria-label={labels.validating()} />
          <span className="text-stone-700">{percent === null || percent === 100 ? labels.validating() : labels.uploaded({ percent })}</span>
        </div>
      )}
    </div>
  );
}

function Validated() {
  const importer = useImporter();
  const validated = useSelector(importer, (snapshot) => snapshot.context.validated);
  const skipDuplicates = useSelector(importer, (snapshot) => snapshot.context.skipDuplicates);
  const importing = useSelector(importer, (snapshot) => snapshot.matches('importing'));
  if (!validated) return null;
  return (
    <ValidStep
      validated={validated}
      skipDuplicates={skipDuplicates}
      disabled={importing}
      onSkipDuplicates={(skip) => importer.send({ type: 'duplicates.skip', skip })}
    />
  );
}

function RowErrors() {
  const importer = useImporter();
  const rowErrors = useSelector(importer, (snapshot) => snapshot.context.rowErrors);
  return rowErrors && <RowErrorsStep rowErrors={rowErrors} />;
}

function Footer({ step, onClose, onBack }: { step: Step; onClose: () => void; onBack: () => void }) {
  const { LL, locale } = useI18nContext();
  const labels = LL.guests.import;
  const importer = useImporter();
  const hasFile = useSelector(importer, (snapshot) => snapshot.context.file !== null);
  switch (step) {
    case 'upload':
    case 'validating':
      return (
        <>
          <Button variant="secondary" onClick={() => (step === 'validating' ? importer.send({ type: 'upload.cancel' }) : onClose())}>
            {LL.guests.form.cancel()}
          </Button>
          <Button busy={step === 'validating'} disabled={!hasFile} onClick={() => importer.send({ type: 'file.validate', language: locale })}>
            {step === 'validating' ? labels.validating() : labels.validate()}
          </Button>
        </>
      );
    case 'valid':
    case 'importing':
      return (
        <>
          <Button variant="secondary" disabled={step === 'importing'} onClick={onBack}>
            {labels.back()}
          </Button>
          <Button busy={step === 'importing'} onClick={() => importer.send({ type: 'import.start' })}>
            {step === 'importing' ? labels.importing() : labels.import()}
          </Button>
        </>
      );
    case 'rowErrors':
    case 'missingNameColumn':
      return <Button onClick={onBack}>{labels.back()}</Button>;
    case 'closed':
      return null;
  }
}
