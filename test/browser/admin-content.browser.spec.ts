import { browserWorld, visit } from './support/world';
import { adminSession, GIF_1PX, openAsAdmin, openSignedIn, PNG_1PX } from './support/admin';
import { describeViolations, seriousViolations } from './support/axe';
import { appReady, newVisitor, pageErrors, PHONE } from './support/browser';
import { pagesScrollingSideways } from './support/layout';

jest.setTimeout(120_000);

const world = browserWorld({ seed: true });

describe('blog administration', () => {
  it('when an admin publishes a post with an image, then it is listed on /blog and among the home page stories', async () => {
    const title = 'Kakamega farmers double their harvest';
    const { context, page } = await openAsAdmin(world.browser, world.harambee, '/admin/blog/new');
    const errors = pageErrors(page);
    await page.getByRole('button', { name: 'Publish Post' }).click();
    await page.getByText('Please enter a title for the blog post.').waitFor();
    await page.getByText('Please enter content for the blog post.').waitFor();
    await page.getByText('Please upload an image for the blog post.').waitFor();

    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    const editor = page.getByRole('textbox', { name: 'Content' });
    await editor.click();
    await page.keyboard.type('Backers funded a seed drill ');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('and the yield doubled.');
    const image = page.getByLabel('Image');
    await image.setInputFiles({ name: 'harvest.gif', mimeType: 'image/gif', buffer: GIF_1PX });
    await page.getByText('Please upload a valid image file (JPEG, PNG, WEBP).').waitFor();
    await image.setInputFiles({ name: 'harvest.png', mimeType: 'image/png', buffer: PNG_1PX });
    await page.getByRole('img', { name: 'Preview of the chosen image' }).waitFor();
    await page.getByRole('button', { name: 'Publish Post' }).click();
    await page.getByText('Blog post published successfully!').waitFor();
    await page.waitForURL((url) => url.pathname === '/admin/blog');
    await page.getByRole('link', { name: title, exact: true }).waitFor();

    const visitor = await (
      await newVisitor(world.browser, { baseURL: world.harambee.url })
    ).newPage();
    await visitor.goto('/blog');
    await appReady(visitor);
    await visitor.getByRole('link', { name: title }).click();
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await visitor.locator('.rich-text strong').textContent()).toBe('and the yield doubled.');
    await visitor.goto('/');
    await appReady(visitor);
    await visitor.locator('#featured-stories').getByRole('link', { name: title }).waitFor();
    expect(errors).toEqual([]);
    await visitor.context().close();
    await context.close();
  });

  it('when an admin edits a post without a new image, then the new title shows and the image is kept', async () => {
    const [post] = (await world.harambee.api('/v1/blog/posts')).body.data.posts as {
      _id: string;
      title: string;
      imagePath: string;
    }[];
    const { context, page } = await openAsAdmin(world.browser, world.harambee, '/admin/blog');
    await page.getByRole('link', { name: `Edit ${post!.title}` }).click();
    const titleBox = page.getByRole('textbox', { name: 'Title' });
    await titleBox.waitFor();
    expect(await titleBox.inputValue()).toBe(post!.title);
    await titleBox.fill(`${post!.title} (updated)`);
    await page.getByRole('button', { name: 'Update Post' }).click();
    await page.getByText('Blog post updated successfully!').waitFor();
    await page.waitForURL((url) => url.pathname === '/admin/blog');
    await page.getByRole('link', { name: `${post!.title} (updated)`, exact: true }).waitFor();
    const updated = (await world.harambee.api(`/v1/blog/posts/${post!._id}`)).body.data.post;
    expect(updated.imagePath).toBe(post!.imagePath);
    await context.close();
  });

  it('when an admin deletes a post after confirming, then it leaves the list and a success message shows briefly', async () => {
    const [, post] = (await world.harambee.api('/v1/blog/posts')).body.data.posts as {
      _id: string;
      title: string;
    }[];
    const { context, page } = await openAsAdmin(world.browser, world.harambee, '/admin/blog');
    await page.getByRole('button', { name: `Delete ${post!.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Blog Post' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    const notice = page.getByText('Blog post deleted successfully.');
    await notice.waitFor();
    expect(await page.getByRole('link', { name: post!.title, exact: true }).count()).toBe(0);
    await notice.waitFor({ state: 'detached' });
    expect((await world.harambee.api(`/v1/blog/posts/${post!._id}`)).status).toBe(404);
    await context.close();
  });
});

it('when a visitor writes from the About page, then the message is in the contacts tab with a reply link', async () => {
  const visitor = await (
    await newVisitor(world.browser, { baseURL: world.harambee.url })
  ).newPage();
  await visitor.goto('/about#contact');
  await appReady(visitor);
  await visitor.getByRole('textbox', { name: 'Name', exact: true }).fill('Nia Partner');
  await visitor.getByRole('textbox', { name: 'Email', exact: true }).fill('nia@partners.example');
  await visitor.getByRole('combobox', { name: 'I am a…' }).selectOption('partner');
  await visitor
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('We run an incubator in Accra and would like to refer founders.');
  await visitor.getByRole('button', { name: 'Send Message' }).click();
  await visitor.getByRole('dialog', { name: 'Message Sent!' }).waitFor();
  await visitor.context().close();

  const { context, page } = await openAsAdmin(world.browser, world.harambee, '/admin');
  await page.getByRole('link', { name: 'Contact Messages' }).first().click();
  await page.waitForURL((url) => url.pathname === '/admin/contacts');
  const row = page.getByRole('row', { name: /Nia Partner/ });
  await row.getByRole('cell', { name: 'Partner', exact: true }).waitFor();
  await row.getByRole('button', { name: 'View message from Nia Partner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Message' });
  await dialog
    .getByText('We run an incubator in Accra and would like to refer founders.')
    .waitFor();
  expect(await dialog.getByRole('link', { name: 'Reply by Email' }).getAttribute('href')).toMatch(
    /^mailto:nia@partners\.example\?/,
  );
  await dialog.getByText('Close', { exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await context.close();
});

it("when an admin erases a message at its sender's request, then its name, email and text read as erased", async () => {
  const sent = await world.harambee.api('/contact', {
    method: 'POST',
    json: {
      name: 'Ode Eraseme',
      email: 'ode@erase.example',
      role: 'other',
      message: 'Please forget me after you reply.',
    },
  });
  expect(sent.status).toBe(201);
  const { context, page } = await openAsAdmin(world.browser, world.harambee, '/admin/contacts');
  await page
    .getByRole('row', { name: /Ode Eraseme/ })
    .getByRole('button', { name: 'View message from Ode Eraseme' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Contact Message' });
  page.once('dialog', (confirm) => void confirm.accept());
  await dialog.getByRole('button', { name: 'Erase personal data' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText("The sender's name, email and message were erased.").waitFor();
  await page.getByRole('row', { name: /Ode Eraseme/ }).waitFor({ state: 'detached' });
  await page.reload();
  await page
    .getByRole('row', { name: /Erased user/ })
    .first()
    .waitFor();
  expect(await page.getByText('ode@erase.example').count()).toBe(0);
  await context.close();
});

it('when the admin screens are checked with axe, then none has a serious or critical WCAG violation', async () => {
  const [campaign] = (await world.harambee.api('/v1/campaigns/approved')).body.data.campaigns as {
    _id: string;
  }[];
  const { context, page } = await openAsAdmin(world.browser, world.harambee, '/admin');
  const screens: [string, string][] = [
    ['/admin', 'Admin Dashboard'],
    ['/admin/contacts', 'Admin Dashboard'],
    [`/admin/campaigns/${campaign!._id}`, 'Audit Trail'],
    ['/admin/blog', 'Blog Posts'],
    ['/admin/blog/new', 'New Blog Post'],
    [`/admin/donate/${campaign!._id}`, 'Record a Donation'],
  ];
  for (const [path, heading] of screens) {
    await page.goto(path);
    await appReady(page);
    await page.getByRole('heading', { name: heading }).waitFor();
    await page.waitForLoadState('networkidle');
    expect([path, describeViolations(await seriousViolations(page))]).toEqual([path, []]);
  }
  await context.close();
});

it('when the admin screens are 375 px wide, then none scrolls sideways and every contact message opens from its card', async () => {
  const sender = {
    name: 'Kwabena Owusu-Ansah',
    email: 'kwabena.owusu-ansah.partnerships@accra-incubator-network.example',
    role: 'investor',
    message: 'We would like to back three founders from the next cohort.',
  };
  expect(
    (await world.harambee.api('/contact', { method: 'POST', json: sender })).status,
  ).toBeLessThan(300);
  const [campaign] = (await world.harambee.api('/v1/campaigns/approved')).body.data.campaigns as {
    _id: string;
  }[];
  const { context, page } = await visit(world, { viewport: PHONE });
  await openSignedIn(page, await adminSession(world.harambee), '/admin');
  const heading = (name: string) => (screen: typeof page) =>
    screen.getByRole('heading', { name }).first().waitFor();
  const wide = await pagesScrollingSideways(page, [
    { path: '/admin', ready: heading('Admin Dashboard') },
    {
      path: '/admin/contacts',
      ready: (screen) =>
        screen.getByRole('button', { name: `View message from ${sender.name}` }).waitFor(),
    },
    { path: `/admin/campaigns/${campaign!._id}`, ready: heading('Audit Trail') },
    { path: '/admin/blog', ready: heading('Blog Posts') },
    { path: '/admin/blog/new', ready: heading('New Blog Post') },
  ]);
  expect(wide).toEqual([]);

  await page.goto('/admin/contacts');
  await appReady(page);
  const view = page.getByRole('button', { name: `View message from ${sender.name}` });
  const box = await view.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  await view.click();
  await page.getByRole('dialog', { name: 'Contact Message' }).getByText(sender.message).waitFor();
  await context.close();
});
