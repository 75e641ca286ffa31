import { setImmediate as nextTurn } from 'node:timers/promises';
import { Pace } from './pace';

const isFrameMarker = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Baseline, extended and progressive Huffman frames: what browsers decode (not lossless, not arithmetic). */
const drawableFrames = new Set([0xc0, 0xc1, 0xc2]);
const isRestartMarker = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/** 8-bit samples, a height and a width (a height left to a DNL marker is not decoded by browsers), 1–4 components. */
function frameIsDrawable(segment: Buffer): boolean {
  const components = segment[5] ?? 0;
  if (components < 1 || components > 4 || segment.length !== 6 + 3 * components) return false;
  return segment[0] === 8 && segment.readUInt16BE(1) > 0 && segment.readUInt16BE(3) > 0;
}

function scanHeaderIsValid(segment: Buffer): boolean {
  const components = segment[0] ?? 0;
  return components >= 1 && components <= 4 && segment.length === 4 + 2 * components;
}

/**
 * Where the entropy-coded data of a scan ends (the 0xFF of the next marker), or -1 when the
 * file ends first. 0xFF00 is a stuffed 0xFF byte of data; restart markers sit inside the scan.
 */
async function endOfScan(content: Buffer, from: number, pace: Pace): Promise<number> {
  for (let at = content.indexOf(0xff, from); at !== -1; at = content.indexOf(0xff, at)) {
    if (pace.due()) await nextTurn();
    const next = content[at + 1];
    if (next === undefined) return -1;
    if (next === 0x00 || isRestartMarker(next)) at += 2;
    else if (next === 0xff) at += 1;
    else return at;
  }
  return -1;
}

/** ITU T.81 Annex B: the markers and segments, and where each scan's data ends. */
export async function jpegIsDrawable(content: Buffer): Promise<boolean> {
  const pace = new Pace(64 * 1024);
  let frame = false;
  let quantisation = false;
  let scans = 0;
  for (let at = 2; at < content.length;) {
    if (pace.due()) await nextTurn();
    // Stray bytes between segments are skipped, as decoders do (with a warning); so are fill bytes.
    at = content.indexOf(0xff, at);
    if (at === -1) return false;
    const marker = content[at + 1];
    at += 2;
    if (marker === undefined) return false;
    if (marker === 0xff) {
      at -= 1;
      continue;
    }
    if (marker === 0xd9) return scans > 0;
    if (marker === 0xd8 || marker === 0x00 || isRestartMarker(marker)) return false;
    if (marker === 0x01) continue;
    if (at + 2 > content.length) return false;
    const length = content.readUInt16BE(at);
    if (length < 2 || at + length > content.length) return false;
    const segment = content.subarray(at + 2, at + length);
    at += length;
    if (isFrameMarker(marker)) {
      if (frame || !drawableFrames.has(marker) || !frameIsDrawable(segment)) return false;
      frame = true;
    } else if (marker === 0xdb) {
      quantisation = true;
    } else if (marker === 0xda) {
      if (!frame || !quantisation || !scanHeaderIsValid(segment)) return false;
      const end = await endOfScan(content, at, pace);
      if (end <= at) return false;
      at = end;
      scans++;
    }
  }
  return false;
}
