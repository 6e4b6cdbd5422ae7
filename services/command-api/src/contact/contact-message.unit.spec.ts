import type { EventOf } from '@harambee/events';
import { NotFoundError, RuleBrokenError } from '@harambee/platform';
import { specFor } from '../core/given-when-then';
import { contactDecider } from './contact-message';
import { CONTACT_MESSAGES, contactForm } from './contact-schemas';

const received: EventOf<'ContactMessageReceived'> = {
  type: 'ContactMessageReceived',
  data: {
    messageId: 'm-1',
    name: 'Sarah',
    email: 'sarah@example.org',
    role: 'investor',
    message: 'Hello',
    receivedAt: '2026-11-22T10:00:00.000Z',
  },
};

describe('contact message decider', () => {
  it('when a message arrives, then it is received', () => {
    specFor(contactDecider)([])
      .when({ type: 'ReceiveContactMessage', data: received.data })
      .then([received]);
  });

  it('when the same message id arrives twice, then the rule is broken', () => {
    specFor(contactDecider)([received])
      .when({ type: 'ReceiveContactMessage', data: received.data })
      .thenThrows(RuleBrokenError);
  });

  const erased: EventOf<'ContactMessageErased'> = {
    type: 'ContactMessageErased',
    data: { messageId: 'm-1', reason: 'Asked by the sender', erasedAt: '2026-11-23T10:00:00.000Z' },
  };

  it('when a received message is erased, then its erasure is recorded; erasing it again records nothing', () => {
    specFor(contactDecider)([received])
      .when({ type: 'EraseContactMessage', data: erased.data })
      .then([erased]);
    specFor(contactDecider)([received, erased])
      .when({ type: 'EraseContactMessage', data: erased.data })
      .then([]);
  });

  it('when a message that never arrived is erased, then it is not found', () => {
    specFor(contactDecider)([])
      .when({ type: 'EraseContactMessage', data: erased.data })
      .thenThrows(NotFoundError);
  });
});

describe('contact form', () => {
  it('keeps the text as typed, trimmed, with the address lower-cased', () => {
    const form = contactForm.parse({
      name: ' Sarah ',
      email: 'Sarah@Example.org',
      role: 'partner',
      message: ' <b>Hi</b> ',
    });
    expect(form).toEqual({
      name: 'Sarah',
      email: 'sarah@example.org',
      role: 'partner',
      message: '<b>Hi</b>',
    });
  });

  it('refuses a role outside the four of the spec', () => {
    const result = contactForm.safeParse({
      name: 'S',
      email: 's@example.org',
      role: 'admin',
      message: 'x',
    });
    expect(result.error?.issues[0]?.message).toBe(CONTACT_MESSAGES.role);
  });
});
