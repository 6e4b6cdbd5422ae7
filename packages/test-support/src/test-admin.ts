/** The admin account every test server starts with (ADMIN_EMAIL, ADMIN_PASSWORD). */
export const TEST_ADMIN = { email: 'admin@test.harambee.africa', password: 'AdminPass123' };

/**
 * What every test server is started with: its own data folder, any free port, the test admin, mail to the test's
 * SMTP sink, the test tools on and the rate limits out of the way.
 */
export const testServerSettings = (dataDir: string, smtpUrl: string) => ({
  DATA_DIR: dataDir,
  PORT: '0',
  ADMIN_EMAIL: TEST_ADMIN.email,
  ADMIN_PASSWORD: TEST_ADMIN.password,
  SMTP_URL: smtpUrl,
  ENABLE_TEST_TOOLS: 'true',
  RATE_LIMIT_PER_MINUTE: '100000',
});
