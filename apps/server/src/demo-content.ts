import type { EventData } from '@harambee/events';

type Creator = Pick<EventData<'CreatorRegistered'>, 'name' | 'email' | 'phone' | 'country'>;

export const DEMO_CREATOR_PASSWORD = 'Harambee2026';

export const demoCreators: Creator[] = [
  {
    name: 'Amina Wanjiku',
    email: 'amina@demo.harambee.africa',
    phone: '+254712345678',
    country: 'Kenya',
  },
  {
    name: 'Kwame Mensah',
    email: 'kwame@demo.harambee.africa',
    phone: '0241234567',
    country: 'Ghana',
  },
  {
    name: 'Thandi Nkosi',
    email: 'thandi@demo.harambee.africa',
    phone: '0821234567',
    country: 'South Africa',
  },
  {
    name: 'Fatou Jallow',
    email: 'fatou@demo.harambee.africa',
    phone: '0712345678',
    country: 'Gambia',
  },
];

/** Ended and waiting for a withdrawal; withdrawn and paid, rejected, or whose payout failed; or failed and refunded. */
export type DemoMoneyOut = 'ended' | 'paid' | 'rejected' | 'payoutFailed' | 'refunded';

type DemoCampaign = {
  creator: number;
  title: string;
  story: string;
  category: EventData<'CampaignCreated'>['category'];
  goal: number;
  daysLeft: number;
  fate: 'approved' | 'featured' | 'pending' | 'rejected' | 'deleted' | 'edited';
  raised: number[];
  /** For a campaign whose end date has passed: what became of its money. */
  moneyOut?: DemoMoneyOut;
  colours: [string, string];
};

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

export const demoCampaigns: DemoCampaign[] = [
  {
    creator: 0,
    title: 'Solar-powered cold storage for Kisumu fish traders',
    category: 'equipment',
    goal: 12000,
    daysLeft: 14,
    fate: 'featured',
    raised: [250, 100, 1500, 75, 500, 320, 50, 1000, 40, 600, 200],
    colours: ['#f97316', '#facc15'],
    story: p(
      "Every morning forty women bring the night's catch to the Dunga beach market. By noon, without ice, a third of it spoils.",
      'We will install two solar-powered cold rooms that the cooperative owns and runs, so that fish keeps for days and traders sell at fair prices instead of dumping stock before it turns.',
      'The funds buy the panels, batteries, insulated rooms and a year of maintenance. <strong>Every dollar stays in the cooperative.</strong>',
    ),
  },
  {
    creator: 1,
    title: 'Kumasi tailoring school: ten new sewing machines',
    category: 'expansion',
    goal: 5000,
    daysLeft: 9,
    fate: 'featured',
    raised: [100, 25, 250, 50, 500, 150, 75],
    colours: ['#ea580c', '#f59e0b'],
    story: p(
      'Our workshop in Adum trains twenty young people a year to cut, sew and run a tailoring business.',
      'Ten more industrial machines double the number of apprentices we can take and let graduates rent time on them while they save for their own.',
    ),
  },
  {
    creator: 2,
    title: 'Soweto spaza shop restock after the floods',
    category: 'emergency-relief',
    goal: 3000,
    daysLeft: 5,
    fate: 'approved',
    raised: [50, 20, 100, 30, 250, 10, 40, 60],
    colours: ['#dc2626', '#f97316'],
    story: p(
      'In March the floods took the stock of six family shops on Mahalefele Road.',
      'This campaign restocks their shelves with staples so they can reopen and pay back their suppliers.',
    ),
  },
  {
    creator: 3,
    title: "Serrekunda women's cashew processing start-up",
    category: 'startup-capital',
    goal: 8000,
    daysLeft: 18,
    fate: 'approved',
    raised: [300, 150, 500],
    colours: ['#b45309', '#fbbf24'],
    story: p(
      'Gambia grows fine cashews but exports them raw. Our group of twelve women will shell, roast and pack them here, keeping the value at home.',
      'Start-up capital covers a shelling machine, a roaster and our first packaging run.',
    ),
  },
  {
    creator: 0,
    title: 'Nairobi mitumba boutique: inventory for the holiday season',
    category: 'inventory',
    goal: 2000,
    daysLeft: 3,
    fate: 'approved',
    raised: [100, 200, 150, 50, 400, 300],
    colours: ['#c2410c', '#fb923c'],
    story: p(
      'Gikomba market is where Nairobi dresses. We sort and restyle second-hand clothes into curated bundles.',
      'Holiday stock bought now sells at twice the margin in December.',
    ),
  },
  {
    creator: 1,
    title: 'Accra bakery: a second oven for school orders',
    category: 'equipment',
    goal: 1500,
    daysLeft: 0,
    fate: 'approved',
    raised: [500, 400, 350, 300, 100],
    moneyOut: 'paid',
    colours: ['#9a3412', '#fdba74'],
    story: p(
      'Three schools in Osu want our bread every morning. One oven cannot bake enough before seven.',
      'A second oven lets us take all three contracts.',
    ),
  },
  {
    creator: 2,
    title: 'Durban mobile car wash with recycled water',
    category: 'startup-capital',
    goal: 4500,
    daysLeft: 12,
    fate: 'approved',
    raised: [45, 90],
    colours: ['#0f766e', '#f59e0b'],
    story: p(
      'A trailer, a pump and a filter that cleans and reuses wash water: a car wash that goes to the office parks and uses a tenth of the water.',
    ),
  },
  {
    creator: 3,
    title: 'Brikama poultry farm expansion to 2,000 layers',
    category: 'expansion',
    goal: 15000,
    daysLeft: 16,
    fate: 'pending',
    raised: [],
    colours: ['#a16207', '#fde047'],
    story: p(
      'We sell eggs to five hotels on the coast and cannot meet demand. New housing and 1,500 more hens triple our output.',
    ),
  },
  {
    creator: 0,
    title: 'Mombasa boda-boda repair garage tools',
    category: 'equipment',
    goal: 2500,
    daysLeft: 10,
    fate: 'edited',
    raised: [],
    colours: ['#7c2d12', '#fb923c'],
    story: p(
      'Motorbike taxis keep Mombasa moving. Our garage needs a compressor, stands and diagnostic tools to fix them the same day.',
    ),
  },
  {
    creator: 1,
    title: 'Tamale shea butter cooperative working capital',
    category: 'inventory',
    goal: 6000,
    daysLeft: 15,
    fate: 'rejected',
    raised: [],
    colours: ['#854d0e', '#facc15'],
    story: p(
      'Working capital to buy shea nuts at harvest, when prices are lowest, for our thirty-member cooperative.',
    ),
  },
  {
    creator: 2,
    title: 'Cape Town township crèche repairs',
    category: 'emergency-relief',
    goal: 1000,
    daysLeft: 7,
    fate: 'deleted',
    raised: [],
    colours: ['#991b1b', '#fca5a5'],
    story: p('Storm damage to the roof of a crèche that cares for forty children.'),
  },
  {
    creator: 0,
    title: 'Eldoret dairy cooperative: two milk chillers',
    category: 'equipment',
    goal: 1000,
    daysLeft: 0,
    fate: 'approved',
    raised: [600, 300, 250],
    moneyOut: 'ended',
    colours: ['#0e7490', '#a5f3fc'],
    story: p(
      'Two solar milk chillers so morning and evening milk reach the Eldoret processor fresh.',
    ),
  },
  {
    creator: 2,
    title: 'Pietermaritzburg school uniform workshop',
    category: 'startup-capital',
    goal: 800,
    daysLeft: 0,
    fate: 'approved',
    raised: [400, 300, 200],
    moneyOut: 'rejected',
    colours: ['#4338ca', '#c7d2fe'],
    story: p(
      'Three overlockers and fabric to make school uniforms for local schools at fair prices.',
    ),
  },
  {
    creator: 3,
    title: 'Tanji fish smoking kilns',
    category: 'equipment',
    goal: 700,
    daysLeft: 0,
    fate: 'approved',
    raised: [350, 250, 150],
    moneyOut: 'payoutFailed',
    colours: ['#9a3412', '#fdba74'],
    story: p(
      "Improved smoking kilns that use half the firewood and keep smoke out of the women's lungs.",
    ),
  },
  {
    creator: 3,
    title: 'Farafenni rice mill restart',
    category: 'startup-capital',
    goal: 6000,
    daysLeft: 0,
    fate: 'approved',
    raised: [120, 80],
    moneyOut: 'refunded',
    colours: ['#3f6212', '#d9f99d'],
    story: p('Parts and a season of diesel to restart the village rice mill.'),
  },
];

export const demoBackers = [
  'Grace Otieno',
  'Kofi Boateng',
  'Lindiwe Dube',
  'Ousman Ceesay',
  'Sarah Mitchell',
  'Chidi Okafor',
  'Nomsa Khumalo',
  'James Kariuki',
  '',
  'Abena Owusu',
  'Pieter van Wyk',
];

export const demoMessages = [
  '',
  'Proud to support you!',
  '',
  'Go well, and build something great.',
  '',
  'From the diaspora with love.',
  '',
];

export const demoBlogPosts = [
  {
    title: "How Amina's cooperative cut fish spoilage by half",
    content: p(
      'When the Dunga beach traders first met us, they lost a third of every catch to the midday heat.',
      'Six months after their first campaign, two cold rooms keep fish fresh for three days and the cooperative has hired a manager.',
      '<strong>Harambee</strong> means pulling together. This is what it looks like.',
    ),
    colours: ['#f97316', '#fde68a'] as [string, string],
  },
  {
    title: 'Five things backers look for before they give',
    content: p(
      'A clear goal, a real person, a plan for the money, photos of the work, and updates after the campaign ends.',
      'Campaigns that post at least one update raise more, and faster.',
    ),
    colours: ['#ea580c', '#fcd34d'] as [string, string],
  },
  {
    title: 'Mobile money payouts now in Ghana and Gambia',
    content: p(
      'Creators in Ghana and Gambia can now link MTN Money, Airtel Money and ZeePay wallets for payouts.',
      'Link yours from the Withdrew page of your dashboard.',
    ),
    colours: ['#c2410c', '#fdba74'] as [string, string],
  },
];
