import { Spinner } from './spinner';

/** A section of a page (or a dialog) waiting for its data. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <div className="grid place-items-center py-16 text-brand" role="status">
      <Spinner className="size-8" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
