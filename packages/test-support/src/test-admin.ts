/** The admin account every test server starts with (ADMIN_EMAIL, ADMIN_PASSWORD). */
export const TEST_ADMIN = { email: 'admin@test.harambee.africa', password: 'AdminPass123' };
