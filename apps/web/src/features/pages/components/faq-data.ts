export type FaqCategory = {
  id: string;
  items: { question: string; answer: string }[];
};

export const faqCategories: FaqCategory[] = [
  {
    id: 'general',
    items: [
      {
        question: 'What is Harambee?',
        answer:
          'Harambee is a crowdfunding platform for African entrepreneurs and relief causes. Entrepreneurs run fundraising campaigns and backers from anywhere donate to them in US dollars.',
      },
      {
        question: 'What does "Harambee" mean?',
        answer:
          'It is Swahili for "all pull together": a community coming together to achieve a common goal.',
      },
      {
        question: 'Which countries do you serve?',
        answer:
          'Campaigns currently come from Kenya, South Africa, Ghana and Gambia, with more countries on the way. Backers can be from anywhere in the world.',
      },
      {
        question: 'What are your support hours?',
        answer:
          'Our team answers messages from 8am to 8pm East Africa Time (EAT). Use the contact form on the About page.',
      },
    ],
  },
  {
    id: 'entrepreneurs',
    items: [
      {
        question: 'Who can start a campaign?',
        answer:
          'Entrepreneurs who are at least 18 and citizens or legal residents of an African country.',
      },
      {
        question: 'How much does it cost?',
        answer:
          'Launching a campaign is 100% free. A 5% platform fee applies only to funded campaigns, plus payment processing fees of 1.5-3%. There are no hidden fees.',
      },
      {
        question: 'How long does a campaign run?',
        answer:
          'Campaigns run from 1 to 20 days; 20 days is the standard length. Goals range from $100 to $50,000.',
      },
      {
        question: 'Is my campaign reviewed?',
        answer:
          'Yes. Our team reviews every campaign for quality and compliance before it goes live and notifies you of the decision. Edits to a live campaign are reviewed again.',
      },
      {
        question: 'When can I withdraw funds?',
        answer:
          'Funding is all or nothing: once your campaign reaches its goal you can withdraw to your linked bank or mobile money account. If it does not, backers are refunded automatically.',
      },
    ],
  },
  {
    id: 'investors',
    items: [
      {
        question: 'Can I back campaigns from outside Africa?',
        answer:
          'Yes. Investors and donors can be from anywhere. Donations are made in US dollars by card or cryptocurrency (BTC or USDT).',
      },
      {
        question: 'What is the minimum investment?',
        answer:
          'The minimum investment is $50; donations start at $1. Investments above $10,000 require extra verification.',
      },
      {
        question: 'What returns can I expect?',
        answer:
          'Some campaigns describe returns of 8-25%. These are projections by the entrepreneur, not guarantees; please read each campaign carefully.',
      },
      {
        question: 'How are my funds protected?',
        answer:
          'Funds are held in escrow until a campaign reaches its goal. Refunds are made in cases of fraud and automatically when a campaign does not reach its goal.',
      },
    ],
  },
  {
    id: 'legal',
    items: [
      {
        question: 'Which law governs the platform?',
        answer: 'Our Terms of Service are governed by the laws of South Africa.',
      },
      {
        question: 'What is the minimum age to use Harambee?',
        answer: 'You must be at least 18 years old to create an account, run a campaign or invest.',
      },
      {
        question: 'How do you handle my data?',
        answer:
          'We collect only what we need to run the platform and never sell your data. See our Privacy Policy and Cookie Policy for details.',
      },
    ],
  },
  {
    id: 'technical',
    items: [
      {
        question: 'I forgot my password. What do I do?',
        answer:
          'Use the "Forgot password" link on the login page. If an account exists for your address, we will email you a reset link.',
      },
      {
        question: 'My payment was declined.',
        answer:
          'Check the card details or contact your card issuer, or try another card. No money is taken for a declined payment.',
      },
      {
        question: 'How do I change my cookie settings?',
        answer:
          'Click "Cookie Preferences" in the footer of any page to review and change your choices.',
      },
    ],
  },
];
