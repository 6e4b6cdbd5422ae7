export { bootstrapAccounts, commandRouter } from './command-api';
export { systemClock, type Clock } from './core/clock';
export type { CommandApiDeps } from './core/deps';
export { createMailer, type Mail, type Mailer } from './core/mailer';
export { startMailOutbox, type MailOutbox, type OutboxOptions } from './mail/mail-outbox';
export { emailStream } from './accounts/email-claim';
export { adminPasswordNotice } from './accounts/admin-password-notice';
export { createSandboxGateway, type PaymentGateway } from './donations/payment-gateway';
export { commandApiDocs } from './openapi/command-api-docs';
