import type { FramePattern, Part } from './cpu-attribution';

/** Frames of files whose path (in the repository or under node_modules) matches. */
const files = (...patterns: string[]): FramePattern[] =>
  patterns.map((pattern) => ({ url: new RegExp(pattern) }));
const modules = (...names: string[]) => files(...names.map((name) => `/node_modules/${name}/`));
const command = (...folders: string[]) =>
  files(...folders.map((folder) => `/services/command-api/src/${folder}`));

/**
 * The parts of the platform a gift's CPU goes to, each by the frames that are its code. A sample belongs to the
 * first frame of its stack, from the leaf, that any part names (bench/cpu-attribution.ts), so the libraries a part
 * calls are named before the parts that call them: a statement's encoding in the pg driver is SQL whoever sent it.
 */
export const PARTS: readonly Part[] = [
  {
    name: 'HTTP and Express (parsing, routing, middleware, writing answers)',
    frames: [
      ...files('^node:_http_', '/packages/platform/src/(http|sessions|security)'),
      ...modules(
        'express',
        'router',
        'body-parser',
        'raw-body',
        'helmet',
        'compression',
        'on-headers',
        'on-finished',
        'negotiator',
        'accepts',
        'path-to-regexp',
        'forwarded',
        'proxy-addr',
        'parseurl',
        'type-is',
        'content-type',
        'vary',
        'etag',
        'fresh',
        'destroy',
        'mime-types',
        'compressible',
        'finalhandler',
        'send',
        'cookie',
        'depd',
      ),
    ],
  },
  { name: 'rate limiting', frames: [...modules('express-rate-limit'), ...command('rate-limits/')] },
  {
    name: 'validation (zod: requests, events)',
    frames: [
      ...modules('zod'),
      ...files('-schemas?\\.ts$', '/packages/eventstore/src/validate-event', '/packages/rules/'),
    ],
  },
  {
    name: 'SQL: pg driver and database wrapper (statements sent, replies parsed)',
    frames: [
      ...modules('pg', 'pg-pool', 'pg-protocol', 'pg-types', 'postgres-date', 'postgres-array'),
      ...files('/packages/database/src/database'),
    ],
  },
  {
    name: 'store: encryption of personal data',
    frames: files(
      '/packages/eventstore/src/personal-data',
      '/packages/events/src/personal-data',
      '^node:internal/crypto/cipher',
    ),
  },
  {
    name: 'store: appends and reads (statements, encoding, decoding)',
    frames: files('/packages/eventstore/', '/packages/events/'),
  },
  {
    name: 'projector (read models)',
    frames: files('/services/projector/', '/packages/read-models/src/(?!live)'),
  },
  {
    name: 'process manager: public ledger (tree, commitments, hashing)',
    frames: command('public-ledger/'),
  },
  {
    name: 'process manager: receipts',
    frames: command('receipts/receipt-process', 'receipts/receipt\\.ts'),
  },
  { name: 'process manager: follows', frames: command('follows/') },
  { name: 'process manager: texts (SMS)', frames: command('sms/', 'ussd/') },
  {
    name: 'process managers: payments, disputes, money out',
    frames: command(
      'payments/(late-payment|payment-alerts)',
      'disputes/',
      'money-out/',
      'erasure/',
    ),
  },
  {
    name: 'process managers: runner (batches, checkpoints, leases)',
    frames: command('core/(process-|swept-steps)'),
  },
  {
    name: 'mail (receipt mails, outbox, SMTP)',
    frames: [
      ...command('mail/', 'receipts/receipt-mail', 'core/mailer'),
      ...modules('nodemailer', 'iconv-lite', 'intl-messageformat'),
      ...files('/packages/messages/'),
    ],
  },
  {
    name: 'live push (socket.io)',
    frames: [
      ...modules('socket.io', 'socket.io-adapter', 'engine.io', 'ws'),
      ...files('/services/query-api/src/live/', '/packages/read-models/src/live'),
    ],
  },
  { name: 'query API', frames: files('/services/query-api/') },
  {
    name: 'command handling (gift and payment: decide, evolve, sandbox charge)',
    frames: [...files('/services/command-api/'), ...files('/apps/server/')],
  },
  { name: 'logging', frames: [...files('/packages/database/src/logger'), ...modules('debug')] },
  { name: 'the floor (bench/floor.ts)', frames: files('/bench/floor') },
];
