/** Moved to src/lib so every feature's downloads share it. */
export { saveFile } from '../../lib/save-file';
