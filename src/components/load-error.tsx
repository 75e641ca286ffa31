import { AlertCircleIcon } from './icons';
import { Button } from './button';

interface LoadErrorProps {
  message: string;
  retryLabel?: string;
  onRetry?: () => void;
}

/**
 * A page or dialog whose data could not be loaded, with a way to try again. The button sits on
 * the left, under the message: the failure's toast appears top right and must not cover it.
 */
export function LoadError({ message, retryLabel, onRetry }: LoadErrorProps) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-5 py-4 text-red-800">
      <div className="flex items-start gap-3">
        <AlertCircleIcon className="size-6 shrink-0" />
        <p className="flex-1 pt-0.5 text-sm">{message}</p>
      </div>
      {onRetry && retryLabel && (
        <Button variant="secondary" className="mt-3 ml-9" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
