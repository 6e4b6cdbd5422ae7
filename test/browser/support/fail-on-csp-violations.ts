import { takeCspViolations } from './csp';

// Run after every browser test (jest setupFilesAfterEnv): the web app must work whole under its policy.
afterEach(() => {
  const violations = takeCspViolations();
  if (violations.length > 0)
    throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`);
});
