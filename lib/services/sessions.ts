import { hashToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { NotFoundError } from '../errors';
import type { AdminProfile } from '../repositories/admin-users';
import * as sessions from '../repositories/sessions';
import type { SessionView } from '../validation/session';
import { deviceName } from './device-name';

/** The user's live sessions, the one making the request marked `current`. */
export async function listSessions(db: Db, user: AdminProfile, token: string): Promise<SessionView[]> {
  const currentHash = hashToken(token);
  return (await sessions.listLiveSessions(db, user.id)).map((session) => ({
    id: session.id,
    device: deviceName(session.userAgent),
    address: session.address,
    createTime: session.createTime,
    lastUsedAt: session.lastUsedAt,
    current: Number(session.tokenHash === currentHash),
  }));
}

/** Ends one of the user's own sessions (the current one too: that is signing out). */
export async function endSession(db: Db, user: AdminProfile, id: string): Promise<void> {
  if (!(await sessions.deleteUserSessionById(db, user.id, id))) throw new NotFoundError('Session');
}

export async function endOtherSessions(db: Db, user: AdminProfile, token: string): Promise<void> {
  await sessions.deleteUserSessions(db, user.id, hashToken(token));
}
