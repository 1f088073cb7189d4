import type { Handler } from './handler';

// Matching languages costs time for every tag a header lists (a few hundred distinct tags take
// the best part of a second), and a browser lists a handful: past these bounds, tags are dropped.
const MOST_TAGS = 8;
const MOST_CHARACTERS = 256;

/** The first tags of an Accept-Language header, within the bounds. */
function boundedAcceptLanguage(header: string): string {
  const prefix = header.length <= MOST_CHARACTERS ? header : header.slice(0, Math.max(0, header.lastIndexOf(',', MOST_CHARACTERS)));
  return prefix.split(',').slice(0, MOST_TAGS).join(',');
}

/** `handler`, given requests whose Accept-Language is bounded, so no header costs more than a normal one. */
export function boundingAcceptLanguage(handler: Handler): Handler {
  return (req, res) => {
    const header = req.headers['accept-language'];
    if (header) req.headers['accept-language'] = boundedAcceptLanguage(header);
    return handler(req, res);
  };
}
