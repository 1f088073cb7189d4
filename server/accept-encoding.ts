/** The encodings an Accept-Encoding header accepts (those not refused with `q=0`), in lower case. */
export function acceptedEncodings(header: string | null | undefined): string[] {
  return String(header ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => !quality || !/^q=0(\.0*)?$/.test(quality.trim()))
    .map(([name]) => name.toLowerCase());
}
