import type { CampaignListing } from '@harambee/query-api';
import { campaignArticle } from './campaign-page';

const campaign = (imagePath: string) =>
  ({
    id: 'c1',
    title: 'Kumasi kente looms',
    image_path: imagePath,
    creator_name: 'Ama Owusu',
    amount_raised_cents: 50_000,
    goal_cents: 100_000,
    donation_count: 3,
    days_remaining: 5,
    story: '<p>Two more looms.</p>',
  }) as CampaignListing;

const attributesOf = (html: string, tag: string) => /<img [^>]*>|<source [^>]*>/g.exec(html.slice(html.indexOf(`<${tag} `)))?.[0] ?? '';

describe("the campaign's picture without JavaScript", () => {
  it('when the picture is an upload, then it offers WebP and its own format in every width, sized and fetched first', () => {
    const html = campaignArticle(campaign('a1b2.jpg'));
    const source = attributesOf(html, 'source');
    expect(source).toContain('type="image/webp"');
    expect(source).toContain('srcset="/uploads/a1b2.jpg?w=320&amp;f=webp 320w, /uploads/a1b2.jpg?w=640&amp;f=webp 640w,');
    const img = attributesOf(html, 'img');
    expect(img).toContain('src="/uploads/a1b2.jpg"');
    expect(img).toContain('srcset="/uploads/a1b2.jpg?w=320 320w,');
    expect(img).toContain('1280w"');
    expect(img).toMatch(/ sizes="[^"]+"/);
    expect(img).toContain('width="1200" height="675"');
    expect(img).toContain('loading="eager" fetchpriority="high"');
  });

  it('when the picture lives elsewhere, then it is shown as it is, still sized and fetched first', () => {
    const html = campaignArticle(campaign('https://images.example/loom.jpg'));
    expect(html).not.toContain('<picture>');
    expect(attributesOf(html, 'img')).toBe(
      '<img class="public-page__picture" src="https://images.example/loom.jpg" width="1200" height="675" alt="" loading="eager" fetchpriority="high" decoding="async" />',
    );
  });
});
