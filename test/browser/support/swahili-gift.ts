import type { Page } from 'playwright-core';

/** On the Swahili donate form: the donor's name and address, M-PESA in Kenya, and the $25 preset. */
export async function fillMpesaGiftInSwahili(page: Page, donor: { name: string; email: string }) {
  const form = page.getByRole('form', { name: 'Mchango' });
  await form.getByRole('group', { name: 'Kiasi cha mchango' }).waitFor();
  await page.getByRole('textbox', { name: 'Jina lako', exact: true }).fill(donor.name);
  await page.getByLabel('Barua pepe (si lazima, kwa risiti yako)').fill(donor.email);
  await page.getByLabel('Pesa kwa simu (M-PESA, MoMo…)', { exact: true }).check();
  await page.getByLabel('Nchi').selectOption({ label: 'Kenya (+254)' });
  await page.getByLabel('Mtandao wa pesa kwa simu').selectOption({ label: 'M-PESA' });
  await page.getByLabel('Sarafu', { exact: true }).selectOption('USD');
  // The presets are in the chosen currency: the second of the dollar ones is 25.
  await form.getByRole('group', { name: 'Kiasi cha mchango' }).getByRole('button').nth(1).tap();
  return form;
}

/** The donor approves the prompt on the sandbox's test phone that the Swahili waiting screen links to. */
export async function approveOnTestPhoneInSwahili(page: Page) {
  const href = await page
    .getByRole('link', { name: 'Fungua simu ya majaribio', exact: false })
    .getAttribute('href');
  const testPhone = await page.context().newPage();
  await testPhone.goto(href!);
  await testPhone.getByRole('button', { name: 'Approve payment' }).click();
}
