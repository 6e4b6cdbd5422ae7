import { actorOf, type Actor, ForbiddenError, requireActor } from '@harambee/platform';
import type { Request } from 'express';

export type Viewer = Actor | undefined;

/** Reads the caller's token once per request; a bad or expired token answers 401 even on public reads. */
export const viewerOf = (req: Request, secret: string): Viewer => actorOf(req, secret);

export const isAdmin = (viewer: Viewer) => viewer?.role === 'admin';
export const isSelfOrAdmin = (viewer: Viewer, userId: string) =>
  isAdmin(viewer) || viewer?.userId === userId;

/** A signed-in caller who is that user or an admin; 401 without a token, 403 for anyone else. */
export const requireSelfOrAdmin = (req: Request, secret: string, userId: string) => {
  const actor = requireActor(req, secret);
  if (!isSelfOrAdmin(actor, userId)) throw new ForbiddenError();
  return actor;
};
