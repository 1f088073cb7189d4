import { randomBytes } from 'node:crypto';

const reasons: Record<number, [error: string, resultEnum: string]> = {
  400: ['Bad Request', 'BAD_REQUEST'],
  401: ['Unauthorized', 'UNAUTHORIZED'],
  403: ['Forbidden', 'FORBIDDEN'],
  404: ['Not Found', 'NOT_FOUND'],
  405: ['Method Not Allowed', 'METHOD_NOT_ALLOWED'],
  409: ['Conflict', 'CONFLICT'],
  413: ['Payload Too Large', 'PAYLOAD_TOO_LARGE'],
  415: ['Unsupported Media Type', 'UNSUPPORTED_MEDIA_TYPE'],
  429: ['Too Many Requests', 'TOO_MANY_REQUESTS'],
  500: ['Internal Server Error', 'INTERNAL_SERVER_ERROR'],
  503: ['Service Unavailable', 'SERVICE_UNAVAILABLE'],
};

export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 500 | 503;

export interface ErrorBody {
  code: number;
  error: string;
  message: string;
  resultCode: number;
  resultEnum: string;
  status: number;
  timestamp: string;
  traceId: string;
}

/** The error body of the contract, for a status and a message; `resultEnum` follows the status unless given. */
export function errorBody(status: ErrorStatus, message: string, reason?: string): ErrorBody {
  const [error, statusEnum] = reasons[status] ?? reasons[500];
  const resultEnum = reason ?? statusEnum;
  return {
    code: status,
    error,
    message,
    resultCode: status,
    resultEnum,
    status,
    timestamp: new Date().toISOString(),
    traceId: randomBytes(8).toString('hex'),
  };
}
