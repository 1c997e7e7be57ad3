import type { Principal } from '@skillport/core';
import type { UserRecord } from '../db/index.js';

/** Who is calling, as established by authentication; never taken from anything the client sent. */
export interface Caller {
  user: UserRecord;
  principal: Principal;
  /** `cookie` requests need the CSRF check; bearer ones (session or API token) do not. */
  via: 'cookie' | 'bearer-session' | 'api-token';
  /** Hash of the session token, for logout. */
  sessionId?: string;
}
