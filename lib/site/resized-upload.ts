// A resized version of an upload has a short address of its own, `/img/<width>/<short name>`,
// which next.config.ts rewrites to Next.js's image optimiser. Next.js's own address for it is
// about 40 characters longer (`/_next/image?url=%2Fapi%2Fupload%2F…&w=…&q=75`), and a page names
// each picture's address up to five times in its srcset, in the markup and again in React's
// payload; the upload route finds the file by its short name (lib/storage/short-names.ts).
// Shared by next.config.ts and the pictures: nothing here may read the server's settings.
import { shortImageName, shortNameOf } from '../storage/short-names';

const uploadPrefix = '/api/upload/';
const uploadFilePattern = /^[0-9a-f]{64}\.[a-z]+$/;
/** The quality the optimiser is asked for: Next.js's default, the only one it allows here. */
const quality = 75;

/** Whether `src` is an upload that has resized versions at a short address. */
export function isResizableUpload(src: string): boolean {
  return src.startsWith(uploadPrefix) && uploadFilePattern.test(src.slice(uploadPrefix.length));
}

/** The short address of an upload's version `width` device pixels wide. */
export function resizedUploadPath(src: string, width: number): string {
  return `/img/${width}/${shortNameOf(src.slice(uploadPrefix.length))}`;
}

/**
 * The rewrite that serves those addresses from the optimiser, which checks the width itself. Next.js
 * puts the base path before both sides, but not into the upload's address, which the optimiser
 * asks the site for: that needs it too.
 */
export function resizedUploadRewrite(basePath: string) {
  return {
    source: `/img/:width(\\d+)/:file(${shortImageName})`,
    destination: `/_next/image?url=${encodeURIComponent(`${basePath}${uploadPrefix}`)}:file&w=:width&q=${quality}`,
  };
}
