export { bootstrapAccounts, commandRouter } from './command-api';
export { systemClock, type Clock } from './core/clock';
export type { CommandApiDeps } from './core/deps';
export { createMailer, type Mail, type Mailer } from './core/mailer';
export { emailStream } from './accounts/email-claim';
export { createSandboxGateway, type PaymentGateway } from './donations/payment-gateway';
export { commandApiDocs } from './openapi/command-api-docs';
export { migrateRateLimits } from './rate-limits/rate-limit-store';
