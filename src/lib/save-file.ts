import type { DownloadedFile } from './api';

/** Hands a downloaded file to the browser under its name. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download on its own task; the URL must live until then.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
