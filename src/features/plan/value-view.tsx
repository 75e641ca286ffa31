import { useSelector } from '@xstate/react';
import { memo, useState } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { TranslationFunctions } from '../../../i18n/i18n-types';
import type { ElementRow } from '../../../machines/plan/plan-rows';
import { formatTime12 } from '../../../contract/plan';
import { decimalSeparatorOf, previewOf, toDisplayNumber, typeOf } from '../../../machines/plan/value-formats';
import { toDisplayDate } from '../../lib/dates';
import { Spinner } from '../../components/spinner';
import { usePlanScope } from './plan-scope';
import { DownloadIcon, FileIcon, MapPinIcon } from './plan-icons';

/** 17:30 → "5:30 PM" in the reader's language. */
export function formatTime(LL: TranslationFunctions, value: string | null): string {
  return formatTime12(value, { AM: LL.plan.values.am(), PM: LL.plan.values.pm() });
}

/** An element's value as the plan shows it, by type (kept when only edit mode changes around it). */
export const ValueView = memo(function ValueView({ element }: { element: ElementRow }) {
  const { LL, locale } = useI18nContext();
  const { value, extra } = element;
  if (value === null) return <span className="text-caption italic">{LL.plan.values.notSet()}</span>;
  switch (typeOf(element)) {
    case 'large_text':
      return <LargeText text={value} />;
    case 'number':
      return <span className="tabular-nums">{toDisplayNumber(value, decimalSeparatorOf(locale))}</span>;
    case 'date':
      return <span>{toDisplayDate(value)}</span>;
    case 'time':
      return <span>{formatTime(LL, value)}</span>;
    case 'time_frame':
      return (
        <span>
          {formatTime(LL, value)} – {formatTime(LL, extra)}
        </span>
      );
    case 'dropdown':
      return <span>{element.options.find((option) => String(option.id) === value)?.option ?? ''}</span>;
    case 'file':
      return <FileValue element={element} />;
    case 'location':
      return (
        <span className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span>{value}</span>
          {extra && (
            <a
              href={extra}
              target="_blank"
              rel="noreferrer noopener"
              onClick={(event) => event.stopPropagation()}
              className="inline-flex items-center gap-1 text-sm font-medium text-brand hover:text-brand-dark hover:underline"
            >
              <MapPinIcon className="size-4" />
              {LL.plan.values.openMap()}
            </a>
          )}
        </span>
      );
    default:
      return <span className="break-words">{value}</span>;
  }
});

/** The first 300 characters, then the rest on request. */
function LargeText({ text }: { text: string }) {
  const { LL } = useI18nContext();
  // Reading more is the reader's view of the text, not a workflow.
  const [expanded, setExpanded] = useState(false);
  const { preview, truncated } = previewOf(text);
  return (
    <span className="block whitespace-pre-wrap break-words">
      {expanded || !truncated ? text : `${preview}…`}
      {truncated && (
        <button
          type="button"
          onClick={(event) => {
            event.stopPropagation();
            setExpanded(!expanded);
          }}
          className="ml-2 cursor-pointer text-sm font-medium text-brand hover:text-brand-dark hover:underline"
        >
          {expanded ? LL.plan.values.readLess() : LL.plan.values.readMore()}
        </button>
      )}
    </span>
  );
}

/**
 * A stored file downloads through `get_file` under its own name (the plan's download actor,
 * busy while it runs); an upload on its way shows as such.
 */
function FileValue({ element }: { element: ElementRow }) {
  const { LL } = useI18nContext();
  const { downloads } = usePlanScope();
  const downloading = useSelector(downloads, (snapshot) => snapshot.context.request?.elementId === element.id);
  const name = element.value ?? '';
  if (!element.extra) {
    return (
      <span className="inline-flex items-center gap-2 text-stone-600">
        <FileIcon />
        {name} <span className="text-sm text-caption">{LL.plan.values.uploading()}</span>
      </span>
    );
  }
  return (
    <button
      type="button"
      aria-label={LL.plan.values.download({ name })}
      aria-busy={downloading || undefined}
      onClick={(event) => {
        event.stopPropagation();
        downloads.send({ type: 'download.start', request: { elementId: element.id, fileName: name || 'file' } });
      }}
      className="inline-flex max-w-full cursor-pointer items-center gap-2 rounded-lg bg-brand-light px-3 py-1.5 text-sm font-medium text-brand-dark hover:bg-brand/15"
    >
      {downloading ? <Spinner className="size-4 shrink-0" /> : <DownloadIcon className="size-4 shrink-0" />}
      <span className="truncate">{name}</span>
    </button>
  );
}
