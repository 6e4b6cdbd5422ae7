import type { EventMetadata } from '@harambee/events';
import type { Language } from '@harambee/messages';
import { type Actor, languageOf } from '@harambee/platform';
import { randomUUID } from 'node:crypto';
import type { Request } from 'express';

/** Who asked, and the correlation id that ties the events of one request together. */
export type CommandContext = {
  actor?: Actor;
  system?: boolean;
  correlationId: string;
  causationId?: string;
  now: Date;
  /** The language the person asked in (their Accept-Language): what a sign-up records for its mails. */
  language?: Language;
};

export const metadataOf = (context: CommandContext): EventMetadata => ({
  actorId: context.actor?.userId ?? null,
  actorRole: context.actor?.role ?? (context.system ? 'system' : 'anonymous'),
  correlationId: context.correlationId,
  causationId: context.causationId ?? null,
});

const correlationHeader = /^[A-Za-z0-9._:-]{1,64}$/;

export const contextOf = (req: Request, actor: Actor | undefined, clock: () => Date) => {
  const header = req.get('x-correlation-id');
  const correlationId = header && correlationHeader.test(header) ? header : randomUUID();
  return { actor, correlationId, now: clock(), language: languageOf(req) };
};
