import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StudioOperator, StudioRole } from '../../../../schemas/studioApi.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { hashToken } from '../../auth/sessions.ts';
import type { PlatformContext } from '../../context.ts';
import type { PlatformDatabase } from '../../db/database.ts';
import { failure } from '../../envelope.ts';
import { studioCodes } from './codes.ts';

/**
 * The operators' cookie: another name than players' `sid` and sent only to the studio's API, so
 * neither session is ever read as the other (separate tables too).
 */
export const studioCookie = 'studio_sid';
const studioCookiePath = '/api/studio';
const sessionHours = 12;

/** Strict: the studio never needs its session on a navigation from another site. */
export const studioCookieOptions = (request: FastifyRequest) =>
  ({
    path: studioCookiePath,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
  }) as const;

/** The seeded demo operator (README, "Demo accounts"): both roles. */
export const demoOperator = {
  email: 'operator@demo.test',
  password: 'demo1234',
  roles: ['editor', 'publisher'] as StudioRole[],
};

export interface OperatorRow {
  id: number;
  email: string;
  password_hash: string;
  roles: string;
}

export const rolesOf = (row: Pick<OperatorRow, 'roles'>): StudioRole[] =>
  row.roles
    .split(',')
    .filter((role): role is StudioRole => role === 'editor' || role === 'publisher');

export const operatorAnswer = (row: OperatorRow): StudioOperator => ({
  email: row.email,
  roles: rolesOf(row),
});

/** Adds an operator unless one has the e-mail (seeding and tests). */
export async function addOperator(
  context: PlatformContext,
  email: string,
  password: string,
  roles: readonly StudioRole[],
): Promise<void> {
  const { database } = context;
  // Stored as sign-in looks it up (findOperator).
  const login = email.trim().toLowerCase();
  if (database.prepare('SELECT 1 FROM studio_operators WHERE email = ?').get(login)) return;
  database
    .prepare(
      'INSERT INTO studio_operators (email, password_hash, roles, created_at) VALUES (?, ?, ?, ?)',
    )
    .run(login, await hashPassword(password), roles.join(','), context.clock.now().toISOString());
}

export function findOperator(database: PlatformDatabase, email: string): OperatorRow | undefined {
  return database
    .prepare('SELECT * FROM studio_operators WHERE email = ?')
    .get(email.trim().toLowerCase()) as OperatorRow | undefined;
}

/** Starts a session and sets its cookie; the request's previous operator session ends first. */
export function startOperatorSession(
  context: PlatformContext,
  reply: FastifyReply,
  operatorId: number,
): FastifyReply {
  const previous = reply.request.cookies[studioCookie];
  if (previous) endOperatorSession(context.database, previous);
  const token = randomBytes(32).toString('base64url');
  const now = context.clock.now();
  context.database
    .prepare(
      'INSERT INTO studio_sessions (token_hash, operator_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
    )
    .run(
      hashToken(token),
      operatorId,
      now.toISOString(),
      new Date(now.getTime() + sessionHours * 3600_000).toISOString(),
    );
  return reply.setCookie(studioCookie, token, {
    ...studioCookieOptions(reply.request),
    maxAge: sessionHours * 3600,
  });
}

export function endOperatorSession(database: PlatformDatabase, token: string): void {
  database.prepare('DELETE FROM studio_sessions WHERE token_hash = ?').run(hashToken(token));
}

/** The operator of the request's studio session, or undefined (none, expired, a player's). */
export function currentOperator(
  context: PlatformContext,
  request: FastifyRequest,
): OperatorRow | undefined {
  const token = request.cookies[studioCookie];
  if (!token) return undefined;
  const row = context.database
    .prepare(
      `SELECT o.*, s.expires_at AS expiresAt FROM studio_sessions s
       JOIN studio_operators o ON o.id = s.operator_id WHERE s.token_hash = ?`,
    )
    .get(hashToken(token)) as (OperatorRow & { expiresAt: string }) | undefined;
  if (!row) return undefined;
  if (row.expiresAt <= context.clock.now().toISOString()) {
    endOperatorSession(context.database, token);
    return undefined;
  }
  return row;
}

/**
 * The one guard of every studio call: the signed-in operator, or undefined after answering 401
 * (no operator session: a player's session is none) or 403 (`role` missing).
 */
export function requireOperator(
  context: PlatformContext,
  request: FastifyRequest,
  reply: FastifyReply,
  role?: StudioRole,
): OperatorRow | undefined {
  const operator = currentOperator(context, request);
  if (!operator) {
    void reply.code(401).send(failure('Not signed in to the studio', studioCodes.notSignedIn));
    return undefined;
  }
  if (role && !rolesOf(operator).includes(role)) {
    void reply.code(403).send(failure(`Only a ${role} may do this`, studioCodes.roleRefused));
    return undefined;
  }
  return operator;
}
